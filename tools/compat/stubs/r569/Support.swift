// Stubs for meshtastic/Meshtastic-Apple Meshtastic/Views/Settings/BackupManagement/BackupRowView.swift:
// BackupEntry (Persistence/BackupModels.swift) and Int64.toHex() (Extensions/Int.swift). Our own doubles.
import Foundation

struct BackupEntry: Codable, Sendable {
    let nodeNum: Int64
    var nodeName: String?
    var createdAt: Date
    var fileSize: Int64
    var checksum: String
    var backupPath: String
}

extension Int64 {
    /// Node number as Meshtastic writes it: "!" and eight lowercase hex digits.
    func toHex() -> String {
        "!" + String(format: "%08x", self)
    }
}
