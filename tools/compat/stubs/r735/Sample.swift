import SwiftUI

// The chats tab: one cell per conversation.
@MainActor func makeSampleRow() -> some View {
    List(MockData.chatList) { chat in
        ChatsCellView(chat: chat)
            .listRowInsets(EdgeInsets())
    }
    .listStyle(.plain)
}
