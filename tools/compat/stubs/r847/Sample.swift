import SwiftUI

// The habit tracker's list, one habit done today.
@MainActor func makeSampleRow() -> some View {
    let read = Habit(name: "Read 20 pages", color: "green", notificationsEnabled: true)
    let run = Habit(name: "Morning run", color: "orange")
    let water = Habit(name: "Drink 2 L of water", color: "blue", notificationsEnabled: true)
    let viewModel = HabitTrackerViewModel()
    viewModel.habits = [read, run, water]
    viewModel.doneToday = [read.id]
    viewModel.history = [read.id: (6, 12), run.id: (3, 0), water.id: (5, 2)]
    return List(viewModel.habits) { habit in
        HabitRowView(habit: habit, viewModel: viewModel)
    }
    .environmentObject(AppCoordinator())
}
