import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        ChatBubble(message: ChatMessage(text: "Bu kişi kim?", isFromUser: true))
        ChatBubble(message: ChatMessage(text: "Fotoğraftaki kişi %92 olasılıkla Ayşe Yılmaz.", isFromUser: false))
        ChatBubble(message: ChatMessage(text: "Teşekkürler!", isFromUser: true))
    }
    .padding()
}
