import SwiftUI
// Stubs for Ismat-Samadov/TrackioApp TrackioApp/Views/Dashboard/Components/HabitAnalyticRowView.swift
// (what the row uses from elsewhere in its app: Models/Analytics/AnalyticsModels.swift's HabitAnalytics
// and its completionRateFormatted helper; Codable conformance left out).

public struct HabitAnalytics: Identifiable, Equatable {
    public let id: UUID
    public let habitId: UUID
    public let title: String
    public let emoji: String
    public let color: Color
    public let completionRate: Double
    public let currentStreak: Int
    public let longestStreak: Int
    public let totalCompletions: Int
    public let weekdayDistribution: [String: Double]
    public let monthlyProgress: [Date: Int]

    public init(id: UUID = UUID(), habitId: UUID, title: String, emoji: String, color: Color, completionRate: Double,
                currentStreak: Int, longestStreak: Int, totalCompletions: Int,
                weekdayDistribution: [String: Double], monthlyProgress: [Date: Int]) {
        self.id = id
        self.habitId = habitId
        self.title = title
        self.emoji = emoji
        self.color = color
        self.completionRate = completionRate
        self.currentStreak = currentStreak
        self.longestStreak = longestStreak
        self.totalCompletions = totalCompletions
        self.weekdayDistribution = weekdayDistribution
        self.monthlyProgress = monthlyProgress
    }
}

public extension HabitAnalytics {
    var completionRateFormatted: String {
        String(format: "%.1f%%", completionRate)
    }
}
