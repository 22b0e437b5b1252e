import CoreData
import SwiftUI

/// A chat as the app's MessageCell preview builds one, with an assistant and a last message.
@MainActor func makeSampleRow() -> some View {
    let context = NSManagedObjectContext()
    let persona = PersonaEntity(context: context)
    persona.name = "Default Assistant"
    let service = APIServiceEntity(context: context)
    service.name = "OpenAI"
    let chat = ChatEntity(context: context)
    chat.name = "Swift concurrency questions"
    chat.persona = persona
    chat.apiService = service
    chat.isPinned = true
    let message = MessageEntity(context: context)
    message.body = "Actors isolate their mutable state; use await to call into them."
    message.timestamp = Date()
    message.sequence = 1
    message.chat = chat
    chat.messages = [message]
    return ChatListRow(
        chat: chat,
        showsAttentionIndicator: true,
        selectedChat: .constant(nil),
        viewContext: context,
        searchText: ""
    )
    .padding()
}
