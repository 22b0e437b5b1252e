import Foundation
// Stubs for zotero/zotero-ios Zotero/Scenes/Master/Settings/Storage/Views/StorageSettingsRow.swift (what
// the row uses from elsewhere in its app).

/// Controllers/Files/FileStorage.swift
struct DirectoryData {
    let fileCount: Int
    let mbSize: Double
}

/// SwiftGen's strings accessor (en.lproj/Localizable.stringsdict
/// "settings.storage.files_size_and_unit": "%#@files@ (%.2f %@)", files: "1 file" / "%d files").
enum L10n {
    enum Settings {
        enum Storage {
            static func filesSizeAndUnit(_ p1: Int, _ p2: Float, _ p3: Any) -> String {
                let files = p1 == 1 ? "1 file" : "\(p1) files"
                return "\(files) (\(String(format: "%.2f", p2)) \(p3))"
            }
        }
    }
}
