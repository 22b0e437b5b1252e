import Foundation
// Stubs for TortugaPower/BookPlayer Settings/Storage/StorageRowView.swift: StorageItem
// (Settings/Storage/StorageItem.swift, as there).

struct StorageItem: Identifiable {
    let id = UUID().uuidString
    let title: String
    let fileURL: URL
    let path: String
    let size: Int64
    let showWarning: Bool

    var formattedSize: String {
        ByteCountFormatter.string(fromByteCount: size, countStyle: .file)
    }
}
