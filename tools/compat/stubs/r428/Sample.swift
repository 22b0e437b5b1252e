import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        StorageRowView(
            item: StorageItem(title: "The Way of Kings", fileURL: URL(fileURLWithPath: "/books/way-of-kings.m4b"),
                              path: "Brandon Sanderson/way-of-kings.m4b", size: 1_482_113_024, showWarning: false),
            onDeleteTap: nil, onWarningTap: nil)
        StorageRowView(
            item: StorageItem(title: "Chapter 04.mp3", fileURL: URL(fileURLWithPath: "/books/chapter-04.mp3"),
                              path: "Inbox/chapter-04.mp3", size: 38_210_560, showWarning: true),
            onDeleteTap: nil, onWarningTap: nil)
    }
    .environmentObject(ThemeViewModel())
}
