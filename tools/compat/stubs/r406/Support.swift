import Foundation
// Stubs for SevalSorak/face-recognition-app ios/new/new/Views/ChatBubble.swift: ChatMessage
// (ios/new/new/Models/ChatMessage.swift, as there).

struct ChatMessage: Identifiable {
    let id = UUID()
    let text: String
    let isFromUser: Bool
    let timestamp: Date = Date()
}
