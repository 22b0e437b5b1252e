import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        StatCard(title: "Entries", value: "24", icon: "book.fill", color: .blue)
        StatCard(title: "Day Streak", value: "7", icon: "flame.fill", color: .orange)
    }
    .padding()
}
