import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // HomePage's toolbar: the unread count over the chat icon.
    HStack(spacing: 24) {
        Image(systemName: "heart")
            .resizable()
            .frame(width: 24, height: 24)
        Image(systemName: "paperplane")
            .resizable()
            .frame(width: 24, height: 24)
            .overlay { BadgeView(count: 5).offset(x: 10, y: -10) }
    }
    .padding()
}
