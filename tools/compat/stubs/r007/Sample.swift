import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the file's preview: empty avatars (nil URLs), three of them.
    StackedAvatarsView(avatarUrls: [nil, nil, nil], size: 20, border: 0)
        .padding(.horizontal)
        .background(Color.previewBg)
}
