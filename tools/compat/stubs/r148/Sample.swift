import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationView {
        WorkoutRowView(workoutViewModel: WorkoutViewModel(), quoteViewModel: QuotesViewModel(), workout: Workout.mock[0])
    }
}
