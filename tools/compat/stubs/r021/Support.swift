import SwiftUI
import Observation
// Stubs for kevinhermawan/Ollamac Ollamac/Views/Sidebar/SidebarListItemView.swift (what the row uses from elsewhere in its app).

final class Chat: Hashable, Identifiable {
    let id = UUID()
    var name: String
    var model: String
    init(name: String, model: String = "llama3.1") {
        self.name = name
        self.model = model
    }
    static func == (a: Chat, b: Chat) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@MainActor
@Observable
final class ChatViewModel {
    var chats: [Chat] = []
    var activeChat: Chat? = nil
    var selectedChats = Set<Chat>()
    var isRenameChatPresented = false
    var isDeleteConfirmationPresented = false
    init() {}
}

struct SidebarContextMenu: View {
    private let chatViewModel: ChatViewModel

    init(chatViewModel: ChatViewModel) {
        self.chatViewModel = chatViewModel
    }

    var body: some View {
        @Bindable var chatViewModelBindable = chatViewModel

        Button("Rename") {
            chatViewModelBindable.isRenameChatPresented = true
        }
        .disabled(chatViewModel.selectedChats.count > 1)

        Button("Delete") {
            chatViewModelBindable.isDeleteConfirmationPresented = true
        }
    }
}
