import SwiftUI

// Today's workouts on the main screen.
@MainActor func makeSampleRow() -> some View {
    List {
        ForEach(MockData.workoutToday) { workout in
            WorkoutListCell(workout: workout, isSelected: false)
                .frame(maxWidth: .infinity)
                .listRowInsets(EdgeInsets())
                .listRowSeparator(.hidden)
        }
    }
    .listStyle(.plain)
}
