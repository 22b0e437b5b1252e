import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let base = Date(timeIntervalSince1970: 1_764_240_000)
    let backups = [
        BackupEntry(nodeNum: 0x3a8f_21c4, nodeName: "Base Station", createdAt: base, fileSize: 4_812_800,
                    checksum: "9f2c", backupPath: "3a8f21c4/2025-11-27"),
        BackupEntry(nodeNum: 0x0bb1_09e2, nodeName: nil, createdAt: base.addingTimeInterval(-86_400 * 6),
                    fileSize: 1_203_456, checksum: "11ad", backupPath: "0bb109e2/2025-11-21"),
    ]
    // BackupManagementView: a list of backups, with restore and delete buttons.
    return NavigationStack {
        List {
            Section("Backups") {
                ForEach(backups, id: \.backupPath) { entry in
                    BackupRowView(entry: entry, showRestoreButton: true, showDeleteButton: true,
                                  onRestore: {}, onDelete: {})
                }
            }
        }
        .navigationTitle("Backups")
    }
}
