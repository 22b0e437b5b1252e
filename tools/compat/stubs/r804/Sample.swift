import SwiftUI

// The chats list.
@MainActor func makeSampleRow() -> some View {
    let now = Date()
    let chats = [
        Chat(users_in_chat: ["me", "u2"], last_message: "See you at the station at eight!", timestamp: now),
        Chat(users_in_chat: ["me", "u3"], last_message: "Thanks for the notes", timestamp: now.addingTimeInterval(-86_400)),
        Chat(users_in_chat: ["me", "u2", "u3"], last_message: "Who's bringing the projector?", timestamp: now.addingTimeInterval(-9 * 86_400)),
    ]
    return NavigationView {
        List {
            ChatRow(chat: chats[0], chatName: "Betty", profilePic: [chattSampleAvatar(.systemGreen)])
            ChatRow(chat: chats[1], chatName: "Oscar", profilePic: [chattSampleAvatar(.systemBlue)])
            ChatRow(chat: chats[2], chatName: "Project group", profilePic: [chattSampleAvatar(.systemOrange)])
        }
        .listStyle(.plain)
        .navigationTitle("Chats")
    }
}
