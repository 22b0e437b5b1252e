import SwiftUI

// The profile's statistics grid.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 15) {
            StatCard(title: "Focus sessions", value: "48", icon: "timer", color: .blue)
            StatCard(title: "Best streak", value: "12", icon: "flame.fill", color: .orange)
            StatCard(title: "Notes", value: "31", icon: "note.text", color: .green)
            StatCard(title: "Hours focused", value: "36", icon: "clock.fill", color: .purple)
        }
        .padding()
    }
}
