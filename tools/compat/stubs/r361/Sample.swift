import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let store = HabitStore()
    store.habits = sampleHabits()
    return VStack(spacing: 12) {
        ForEach(store.habits) { habit in
            HabitRow(habit: habit, habitStore: store, action: {})
        }
    }
    .padding(.vertical)
    .background(Color(hex: "F3F4F6"))
}
