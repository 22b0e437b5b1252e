import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ExerciseView(exercise: Workout.mock[0].exercises[0])
}
