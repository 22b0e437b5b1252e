import SwiftUI
// Stubs for aeilot/Habits Shared/View/HabitListItemView.swift (what the row uses from elsewhere in its app).

/// The habit model (a SwiftData @Model in the app).
final class HabitEvent {
    var habitName: String
    var createDate: Date
    var colorHex: String
    var iconSystemName: String
    var checkDates: [Date]

    init(habitName: String, colorHex: String, iconSystemName: String) {
        self.habitName = habitName
        self.createDate = Date()
        self.colorHex = colorHex
        self.iconSystemName = iconSystemName
        self.checkDates = []
    }

    /// Consecutive checked days ending today (or yesterday).
    var streak: Int {
        let calendar = Calendar.current
        let days = Set(checkDates.map { calendar.startOfDay(for: $0) })
        var date = calendar.startOfDay(for: Date())
        var count = days.contains(date) ? 1 : 0
        date = calendar.date(byAdding: .day, value: -1, to: date)!
        while days.contains(date) {
            count += 1
            date = calendar.date(byAdding: .day, value: -1, to: date)!
        }
        return count
    }

    var color: Color {
        let hex = colorHex.hasPrefix("#") ? String(colorHex.dropFirst()) : colorHex
        let value = UInt64(hex.prefix(6), radix: 16) ?? 0x007AFF
        return Color(red: Double((value >> 16) & 0xFF) / 255,
                     green: Double((value >> 8) & 0xFF) / 255,
                     blue: Double(value & 0xFF) / 255)
    }

    func getStreakData(forLastDays days: Int) -> [(date: Date, completed: Bool)] {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        let checked = Set(checkDates.map { calendar.startOfDay(for: $0) })
        return (0..<days).reversed().compactMap { i in
            calendar.date(byAdding: .day, value: -i, to: today).map { ($0, checked.contains($0)) }
        }
    }

    static func getSampleDataForPreview() -> HabitEvent {
        let habit = HabitEvent(habitName: "New Habit", colorHex: "#0000FF", iconSystemName: "sun.max")
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        for i in [0, 1, 3, 5, 7, 8, 10] {
            if let date = calendar.date(byAdding: .day, value: -i, to: today) { habit.checkDates.append(date) }
        }
        return habit
    }
}

struct IconView: View {
    @State var habit: HabitEvent
    @State var iconSize: CGFloat = 35

    var body: some View {
        ZStack {
            Circle().foregroundStyle(habit.color).frame(width: iconSize, height: iconSize)
            Image(systemName: habit.iconSystemName).font(.title3).foregroundStyle(.white)
        }
    }
}

/// Last week's checks as small squares.
struct CompactStreakView: View {
    let habit: HabitEvent
    let maxDays: Int = 7

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(habit.getStreakData(forLastDays: maxDays).enumerated()), id: \.offset) { _, day in
                RoundedRectangle(cornerRadius: 2)
                    .fill(day.completed ? habit.color.opacity(0.8) : Color.gray.opacity(0.3))
                    .frame(width: 8, height: 8)
            }
        }
    }
}
