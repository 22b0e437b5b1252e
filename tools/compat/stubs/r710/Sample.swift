import SwiftUI

// Goals: today's progress rows on a card on the grouped background.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 16) {
            GoalProgressRow(title: "Steps", current: 7_430, goal: 10_000, unit: "steps", icon: "figure.walk", color: .blue)
            GoalProgressRow(title: "Calories", current: 410, goal: 500, unit: "kcal", icon: "flame.fill", color: .orange)
            GoalProgressRow(title: "Distance", current: 5.6, goal: 5, unit: "km", icon: "location.circle.fill", color: .green)
        }
        .padding()
        .background(Color(.systemBackground))
        .cornerRadius(16)
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
