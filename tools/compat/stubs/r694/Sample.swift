import SwiftUI
import SwiftData

// The habit list: cards on the app's near-black background, one once-a-day habit done today with a
// streak, one multi-completion habit part way.
@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: Habit.self, HabitCompletion.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let calendar = Calendar.current
    let today = calendar.startOfDay(for: Date())
    let run = Habit(name: "Morning Run", icon: "figure.run", color: "#51CF66")
    let water = Habit(name: "Drink Water", icon: "drop.fill", color: "#339AF0", completionsPerDay: 8)
    container.mainContext.insert(run)
    container.mainContext.insert(water)
    for offset in 0..<5 {
        let completion = HabitCompletion(date: calendar.date(byAdding: .day, value: -offset, to: today)!, count: 1)
        completion.habit = run
        container.mainContext.insert(completion)
    }
    let sips = HabitCompletion(date: today, count: 5)
    sips.habit = water
    container.mainContext.insert(sips)
    return ScrollView {
        VStack(spacing: 16) {
            HabitCardView(habit: run)
            HabitCardView(habit: water)
        }
        .padding()
    }
    .background(AppColors.background)
    .preferredColorScheme(.dark)
    .modelContainer(container)
}
