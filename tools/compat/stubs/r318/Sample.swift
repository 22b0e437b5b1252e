import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let vm = HabitListViewModel()
    let water = Habit(title: "Drink water", emoji: "💧", type: .value, currentValue: 5, goalValue: 8, unit: "glasses",
                      category: "Health", routineTime: .day, sortOrder: 0)
    let meditate = Habit(title: "Meditate", emoji: "🧘", type: .checkmark, currentValue: 1, goalValue: 1, unit: "",
                         motivationText: "Ten quiet minutes make the whole day calmer.", category: "Mind", routineTime: .morning, sortOrder: 1)
    let journal = Habit(title: "Journal", emoji: "✍️", type: .checkmark, goalValue: 1, unit: "",
                        category: "Mind", routineTime: .evening, sortOrder: 2)
    vm.habits = [water, meditate, journal]
    return VStack(spacing: 8) {
        HabitRowView(habit: water, viewModel: vm)
        HabitRowView(habit: meditate, viewModel: vm)
        HabitRowView(habit: journal, viewModel: vm)
    }
    .padding()
}
