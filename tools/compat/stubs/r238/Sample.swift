import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 20) {
        StreakBadge(count: 4, emoji: "❄️")
        StreakBadge(count: 30, emoji: "🔥")
    }
    .padding()
    .background(Color.backgroundCream)
}
