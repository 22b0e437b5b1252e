import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let habits = [
        HabitItem(id: UUID(), title: "Drink 2L of water", daysLeft: 12, progress: 9.0 / 21, iconName: "drop", commitmentDays: 21),
        HabitItem(id: UUID(), title: "Morning run", daysLeft: 25, progress: 5.0 / 30, iconName: "figure.run", commitmentDays: 30),
        HabitItem(id: UUID(), title: "Read 20 pages", daysLeft: 2, progress: 19.0 / 21, iconName: "book", commitmentDays: 21),
    ]
    // HomeView: the habit cards in a scroll view over the app's grey background.
    return ScrollView {
        VStack(spacing: Spacing.large) {
            ForEach(habits) { habit in
                HabitListRowView(item: habit)
            }
        }
        .padding()
    }
    .background(Color.appGray)
    .environmentObject(ThemeManager())
}
