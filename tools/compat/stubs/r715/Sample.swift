import SwiftUI

// Today: a two-by-two grid of stat cards on the grouped background.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible())], spacing: 12) {
            StatCard(title: "Steps", value: "8,412", icon: "figure.walk", color: .blue)
            StatCard(title: "Distance", value: "5.2 km", icon: "arrow.left.and.right", color: .green)
            StatCard(title: "Calories", value: "312", icon: "flame.fill", color: .orange)
            StatCard(title: "Time", value: "1h 24m", icon: "clock", color: .purple)
        }
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
