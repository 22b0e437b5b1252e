import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the app's ChatListView fills it from a chat's preview dictionary.
    ChatItem(
        chatImage: "ava0",
        chatTitle: "Llama 2 Chat",
        message: "llama-2-7b-chat.Q4_K_M.gguf",
        time: "12:30",
        model: "llama-2-7b-chat.Q4_K_M.gguf",
        chat: "llama-2-chat.json",
        model_size: "3.8",
        model_name: .constant("llama-2-7b-chat.Q4_K_M.gguf"),
        title: .constant("Llama 2 Chat"),
        close_chat: {}
    )
}
