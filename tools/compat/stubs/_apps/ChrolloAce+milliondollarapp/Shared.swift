import SwiftUI
// Stubs for ChrolloAce/milliondollarapp shared by its rows: Models/Habit.swift,
// Stores/HabitStore.swift (the store only), Extensions/Color+Hex.swift and
// Views/Components/CircularProgressView.swift (as in the app).

struct Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var days: Set<Int>
    var completedDates: Set<Date>
    var color: Color

    var currentStreak: Int {
        var streak = 0
        let calendar = Calendar.current
        var currentDate = Date()
        var checked = 0
        while checked < 400 {
            checked += 1
            if !days.contains(calendar.component(.weekday, from: currentDate)) {
                currentDate = calendar.date(byAdding: .day, value: -1, to: currentDate) ?? currentDate
                continue
            }
            if completedDates.contains(where: { calendar.isDate($0, inSameDayAs: currentDate) }) {
                streak += 1
                currentDate = calendar.date(byAdding: .day, value: -1, to: currentDate) ?? currentDate
            } else {
                break
            }
        }
        return streak
    }

    func isScheduledForToday() -> Bool {
        let weekday = Calendar.current.component(.weekday, from: Date())
        let adjustedWeekday = weekday == 1 ? 7 : weekday - 1
        return days.contains(adjustedWeekday)
    }

    func isCompletedToday() -> Bool {
        let today = Date()
        return completedDates.first(where: { Calendar.current.isDate($0, inSameDayAs: today) }) != nil
    }
}

class HabitStore: ObservableObject {
    @Published var habits: [Habit] = []
}

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default: (a, r, g, b) = (1, 1, 1, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                  opacity: Double(a) / 255)
    }
}

struct CircularProgressView: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(hex: "E5E7EB"), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    LinearGradient(colors: [Color(hex: "7C3AED"), Color(hex: "8B5CF6")],
                                   startPoint: .topLeading, endPoint: .bottomTrailing),
                    style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeInOut, value: progress)
        }
    }
}

/// Habits for the samples: scheduled every day, some done today and the days before.
func sampleHabits() -> [Habit] {
    let day: TimeInterval = 86400
    let now = Date()
    let everyDay: Set<Int> = [1, 2, 3, 4, 5, 6, 7]
    return [
        Habit(name: "Morning run", days: everyDay,
              completedDates: [now, now - day, now - 2 * day, now - 3 * day], color: .orange),
        Habit(name: "Read 20 pages", days: everyDay, completedDates: [now - day], color: .blue),
        Habit(name: "Meditate", days: everyDay, completedDates: [now, now - day], color: .purple),
    ]
}
