import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        StorageSettingsRow(title: "My Library", data: DirectoryData(fileCount: 128, mbSize: 342.57), deleteAction: {})
        StorageSettingsRow(title: "Lab Group", data: DirectoryData(fileCount: 1, mbSize: 0.84), deleteAction: {})
        StorageSettingsRow(title: "Archive", data: nil, deleteAction: nil)
    }
}
