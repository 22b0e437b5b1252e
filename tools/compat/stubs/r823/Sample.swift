import SwiftUI

// The reactions sheet of a message: who reacted, and with what.
@MainActor func makeSampleRow() -> some View {
    let factory = AvatarProviderFactory(names: ["a3f9e2": "Amélie", "7bc110": "Jonas"])
    return List {
        ReactionRowView(reaction: ReactionsRowViewModel(jamiId: "a3f9e2", messageId: "m1", username: "Amélie",
                                                        reactions: ["👍", "🎉"]))
        ReactionRowView(reaction: ReactionsRowViewModel(jamiId: "7bc110", messageId: "m1", username: "Jonas",
                                                        reactions: ["😂"]))
    }
    .listStyle(.plain)
    .environment(\.avatarProviderFactory, factory)
}
