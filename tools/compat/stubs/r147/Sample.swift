import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SetRowView(set: WorkoutSet(exercise: Exercise(id: "e1", name: "Squat", arEligible: true), reps: 12, time: nil, difficulty: 2))
}
