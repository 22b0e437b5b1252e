import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let habits = [
        Habit(title: "Read", image: "book.fill", colorString: "red", streak: 12),
        Habit(title: "Meditate", image: "brain.head.profile", colorString: "red", streak: 0),
        Habit(title: "Run", image: "figure.run", colorString: "red", streak: 3),
    ]
    // The habits screen stacks the rows in a scroll view.
    return NavigationStack {
        ScrollView {
            VStack(spacing: 12) {
                HabitRowView(habit: habits[0], completed: true)
                HabitRowView(habit: habits[1], completed: false)
                HabitRowView(habit: habits[2], completed: false)
            }
        }
        .navigationTitle("iHabit")
    }
}
