// Stubs for aryali97/Habit-Tracker-2 (r694): the SwiftData models (Habit, HabitCompletion), the subtitle
// calculator's result, haptics, the app's colours and opacities, its press-scale button style, the
// conditional and slash modifiers and a plain stand-in for the completion grid (HabitGridView, a view of
// its own). Our own test doubles.
import SwiftUI
import SwiftData

enum StreakPeriod: String, Codable, CaseIterable { case day, week, month }
enum HabitType: String, Codable, CaseIterable { case build, quit }

@Model
final class Habit: Identifiable {
    var id: UUID
    var name: String
    var habitDescription: String?
    var icon: String
    var color: String
    var completionsPerDay: Int
    var habitType: HabitType?
    var isBinary: Bool?
    var streakGoalValue: Int
    var habitStartDate: Date
    @Relationship(deleteRule: .cascade, inverse: \HabitCompletion.habit)
    var completions: [HabitCompletion] = []

    var effectiveHabitType: HabitType { habitType ?? .build }
    var effectiveIsBinary: Bool { isBinary ?? (completionsPerDay == 1) }

    init(name: String, habitDescription: String? = nil, icon: String = "star.fill", color: String = "#5C7CFA",
         completionsPerDay: Int = 1, habitType: HabitType = .build, isBinary: Bool? = nil,
         streakGoalValue: Int? = nil, habitStartDate: Date = Date()) {
        self.id = UUID()
        self.name = name
        self.habitDescription = habitDescription
        self.icon = icon
        self.color = color
        self.completionsPerDay = completionsPerDay
        self.habitType = habitType
        self.isBinary = isBinary
        self.streakGoalValue = streakGoalValue ?? 1
        self.habitStartDate = habitStartDate
    }
}

@Model
final class HabitCompletion {
    var id: UUID
    var date: Date
    var count: Int
    var habit: Habit?

    init(date: Date, count: Int = 1) {
        self.id = UUID()
        self.date = Calendar.current.startOfDay(for: date)
        self.count = max(0, count)
    }
}

enum SubtitleSecondaryStyle: Equatable { case normal, violation, streak }

struct HabitSubtitle: Equatable {
    let goalText: String
    let secondaryText: String?
    let secondaryStyle: SubtitleSecondaryStyle
}

/// "Daily" / "3× a day" and the current streak in days.
struct HabitSubtitleCalculator {
    let habit: Habit
    let completionsByDate: [Date: Int]

    func calculate() -> HabitSubtitle {
        let goal = habit.completionsPerDay == 1 ? "Daily" : "\(habit.completionsPerDay)× a day"
        let calendar = Calendar.current
        var day = calendar.startOfDay(for: Date())
        var streak = 0
        while (completionsByDate[day] ?? 0) >= habit.completionsPerDay {
            streak += 1
            day = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        return streak > 0
            ? HabitSubtitle(goalText: goal, secondaryText: "\(streak) day streak", secondaryStyle: .streak)
            : HabitSubtitle(goalText: goal, secondaryText: nil, secondaryStyle: .normal)
    }
}

enum Haptics {
    enum ImpactStyle { case light, medium, rigid }
    enum NotificationType { case success, warning, error }
    static func impact(_ style: ImpactStyle) {}
    static func selection() {}
    static func notification(_ type: NotificationType) {}
}

extension Color {
    /// "#RRGGBB".
    init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt32(digits, radix: 16) ?? 0
        self.init(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}

enum AppColors {
    static let background = Color(hex: "#0C0D0F")
    static let cardBackground = Color(hex: "#121417")
    static let cardShadow = Color.black.opacity(0.55)
    static let cardHighlight = Color.white.opacity(0.04)
}

enum HabitOpacity {
    static let inactive: Double = 0.1
    static let failed: Double = 0.25
    static let completed: Double = 1
}

struct PressScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension View {
    /// Applies `transform` when `condition` holds.
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }

    /// A diagonal stroke across the icon (habits to quit).
    func slashOverlay(color: Color) -> some View {
        overlay(
            Rectangle()
                .fill(color)
                .frame(width: 2.5, height: 30)
                .rotationEffect(.degrees(-45))
        )
    }
}

/// The card's grid of recent days, one rounded square per day (a stand-in for the app's view).
struct HabitGridView: View {
    let habit: Habit

    var body: some View {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        let counts = Dictionary(habit.completions.map { (calendar.startOfDay(for: $0.date), $0.count) }, uniquingKeysWith: +)
        let color = Color(hex: habit.color)
        HStack(spacing: 3) {
            ForEach((0..<28).reversed(), id: \.self) { offset in
                let day = calendar.date(byAdding: .day, value: -offset, to: today)!
                RoundedRectangle(cornerRadius: 2)
                    .fill(color.opacity((counts[day] ?? 0) >= habit.completionsPerDay ? HabitOpacity.completed : HabitOpacity.inactive))
                    .frame(height: 9)
            }
        }
    }
}
