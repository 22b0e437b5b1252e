import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    return VStack(spacing: 8) {
        ChatMessageCell(message: Message(messageId: "1", user: nil, fromId: "u1", toId: "me",
                                         messageText: "Hey! Are you coming to the concert tonight?", timestamp: Timestamp(date: now)))
        ChatMessageCell(message: Message(messageId: "2", user: nil, fromId: "me", toId: "u1",
                                         messageText: "Yes, I'll be there around eight.", timestamp: Timestamp(date: now)))
    }
}
