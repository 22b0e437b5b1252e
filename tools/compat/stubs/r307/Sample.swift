import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        EmojiCardView(emoji: "🧠", title: "Spaced repetition", description: "Review each card right before you would forget it, so every session counts.")
        EmojiCardView(emoji: "🎯", title: "Daily goal", description: "20 new words")
    }
    .padding()
    .background(Color(.systemGroupedBackground))
}
