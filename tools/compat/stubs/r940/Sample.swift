import SwiftUI

// The friends list.
@MainActor func makeSampleRow() -> some View {
    List(ChatSamples.friends) { friend in
        FriendRow(data: friend)
    }
    .listStyle(.plain)
}
