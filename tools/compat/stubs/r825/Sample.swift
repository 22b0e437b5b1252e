import SwiftUI

// Contact events in a swarm conversation: the swarm's creation and a member joining.
@MainActor func makeSampleRow() -> some View {
    let created = MessageModel(uri: "", authorId: "a3f9e2", content: "Swarm created", isInitial: true)
    let joined = MessageModel(uri: "7bc110", authorId: "a3f9e2", content: "Jonas joined the conversation",
                              isInitial: false)
    return VStack(spacing: 4) {
        ContactMessageView(model: ContactMessageVM(message: created, needAvatar: false))
        ContactMessageView(model: ContactMessageVM(message: joined, needAvatar: true))
    }
    .padding()
    .environment(\.avatarProviderFactory, AvatarProviderFactory(names: ["7bc110": "Jonas"]))
}
