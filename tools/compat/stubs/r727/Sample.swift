import SwiftUI

// A mood entry's detail: the day's workouts.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            WorkoutCardView(entry: WorkoutEntry(workoutName: "Outdoor Run", durationValue: 1_980, durationMeasurement: .time(.minutes),
                                                energyValue: 342, energyMeasurement: .calories))
            WorkoutCardView(entry: WorkoutEntry(workoutName: "Yoga", durationValue: 2_700, durationMeasurement: .time(.minutes),
                                                energyValue: 128, energyMeasurement: .calories))
        }
        .padding()
    }
}
