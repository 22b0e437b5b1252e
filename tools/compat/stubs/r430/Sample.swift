import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        QueuedSyncTaskRowView(imageName: .constant("arrow.up.circle"), title: .constant("Upload: The Martian.m4b"),
                              progressKey: "a1b2", initialProgress: 0.42, isUpload: true)
        QueuedSyncTaskRowView(imageName: .constant("bookmark"), title: .constant("Sync bookmark"),
                              progressKey: "c3d4", initialProgress: 0, isUpload: false)
    }
    .environmentObject(ThemeViewModel())
}
