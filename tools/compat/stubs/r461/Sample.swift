import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        WorkoutCard(workout: Workout(id: 0, title: "Running", image: "figure.run", tintcolor: .cyan, duration: "51 mins", date: "Feb 11", calories: "512 kcal"))
        WorkoutCard(workout: Workout(id: 1, title: "Strength Training", image: "figure.strengthtraining.traditional", tintcolor: .red, duration: "38 mins", date: "Feb 10", calories: "301 kcal"))
    }
}
