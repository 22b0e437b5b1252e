import SwiftUI

// The home screen's recent workouts.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            WorkoutCard(workoutData: WorkoutCardData(id: 0, title: "Elliptical", image: "figure.elliptical", color: .greenSea,
                                                     duration: "37 minutes", date: "Friday", calories: 320))
            WorkoutCard(workoutData: WorkoutCardData(id: 1, title: "Running", image: "figure.run", color: .alizarin,
                                                     duration: "24 minutes", date: "Wednesday", calories: 255))
        }
    }
}
