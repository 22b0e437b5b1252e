import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    let meditation = Habit(name: "Meditation", emoji: "🧘", cadenceHours: 24, completions: [
        HabitCompletion(completedAt: now.addingTimeInterval(-30 * 3600)),
        HabitCompletion(completedAt: now.addingTimeInterval(-6 * 3600)),
    ])
    let reading = Habit(name: "Reading", emoji: "📚", cadenceHours: 24, isFrozen: true, completions: [
        HabitCompletion(completedAt: now.addingTimeInterval(-48 * 3600)),
    ])
    let exercise = Habit(name: "Exercise", emoji: "🤸", cadenceHours: 24, completions: [
        HabitCompletion(completedAt: now.addingTimeInterval(-30 * 3600)),
    ])
    return HStack(spacing: 16) {
        HabitTileView(habit: meditation) {}
        HabitTileView(habit: reading) {}
        HabitTileView(habit: exercise) {}
    }
    .padding()
    .background(Color.backgroundCream)
}
