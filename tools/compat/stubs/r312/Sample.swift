import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    return List {
        InboxRowView(message: Message(messageId: "m1", user: User(uid: "u1", fullname: "Anna Petrova", email: "anna@example.com", profileImageUrl: nil),
                                      fromId: "u1", toId: "me", messageText: "See you at the station at 7? I'll bring the tickets and something to eat for the way.",
                                      timestamp: Timestamp(date: now.addingTimeInterval(-1_800))))
        InboxRowView(message: Message(messageId: "m2", user: User(uid: "u2", fullname: "Ivan Sokolov", email: "ivan@example.com", profileImageUrl: nil),
                                      fromId: "me", toId: "u2", messageText: "Thanks!",
                                      timestamp: Timestamp(date: now.addingTimeInterval(-86_400 * 3))))
    }
}
