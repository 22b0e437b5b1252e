import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        HabitAnalyticRowView(analytic: HabitAnalytics(habitId: UUID(), title: "Morning Run", emoji: "🏃", color: .blue,
                                                      completionRate: 82.5, currentStreak: 6, longestStreak: 21, totalCompletions: 94,
                                                      weekdayDistribution: [:], monthlyProgress: [:]))
        HabitAnalyticRowView(analytic: HabitAnalytics(habitId: UUID(), title: "Read 20 pages", emoji: "📚", color: .purple,
                                                      completionRate: 47.1, currentStreak: 0, longestStreak: 9, totalCompletions: 33,
                                                      weekdayDistribution: [:], monthlyProgress: [:]))
    }
    .padding()
    .background(Color(.systemGroupedBackground))
}
