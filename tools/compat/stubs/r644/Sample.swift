import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The study progress overview: stat cards in a two-column grid.
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
            StatCard(title: "Added", value: "42", color: .blue, icon: Image(systemName: "plus.circle"))
            StatCard(title: "Started", value: "12", color: .orange, icon: Image(systemName: "sunrise"))
            StatCard(title: "Studied", value: "9", color: .green, icon: Image(systemName: "book"))
            StatCard(title: "Practiced", value: "4", color: .purple, icon: Image(systemName: "hammer"))
        }
        .padding()
    }
}
