import SwiftUI

// The statistics screen's grid of totals.
@MainActor func makeSampleRow() -> some View {
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
        StatCard(title: "Workouts", value: "18")
        StatCard(title: "Total sets", value: "74")
        StatCard(title: "Total reps", value: "1,240")
        StatCard(title: "Time", value: "6h 15m")
    }
    .padding()
}
