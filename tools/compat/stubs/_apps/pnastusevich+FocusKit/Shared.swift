// Stubs for pnastusevich/FocusKit shared by its rows (r846–r848): the daily log's note and the habit
// (Modules/DailyLog/DailyLogModel.swift, Modules/HabitTracker/HabitTrackerModel.swift), the habit
// tracker's view model (completions kept in memory, counted here in a simple way of our own) and the app
// coordinator with its routes (Coordinator/AppCoordinator.swift, cut to what the rows use). Our own test
// doubles with the app's names.
import SwiftUI

struct Note: Codable, Identifiable, Hashable {
    let id: UUID
    var title: String
    var content: String
    var tags: [String]
    var createdAt: Date
    var updatedAt: Date

    init(id: UUID = UUID(), title: String, content: String, tags: [String] = [], createdAt: Date = Date(),
         updatedAt: Date = Date()) {
        self.id = id
        self.title = title
        self.content = content
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

struct Habit: Codable, Identifiable, Hashable {
    let id: UUID
    var name: String
    var reminderTime: Date?
    var color: String
    var createdAt: Date
    var notificationsEnabled: Bool

    init(id: UUID = UUID(), name: String, reminderTime: Date? = nil, color: String = "blue",
         createdAt: Date = Date(), notificationsEnabled: Bool = false) {
        self.id = id
        self.name = name
        self.reminderTime = reminderTime
        self.color = color
        self.createdAt = createdAt
        self.notificationsEnabled = notificationsEnabled
    }
}

final class HabitTrackerViewModel: ObservableObject {
    @Published var habits: [Habit] = []
    @Published var doneToday: Set<UUID> = []
    var history: [UUID: (week: Int, streak: Int)] = [:]

    func toggleCompletion(for habit: Habit, on date: Date = Date()) {
        if doneToday.contains(habit.id) { doneToday.remove(habit.id) } else { doneToday.insert(habit.id) }
    }

    func isCompleted(_ habit: Habit, on date: Date = Date()) -> Bool { doneToday.contains(habit.id) }

    func completionCount(for habit: Habit, in days: Int = 7) -> Int { history[habit.id]?.week ?? 0 }

    func streak(for habit: Habit) -> Int { history[habit.id]?.streak ?? 0 }
}

enum AppRoute: Hashable, Identifiable {
    case noteDetail(Note)
    case addNote
    case habitDetail(Habit)
    case addHabit

    var id: Self { self }
}

@MainActor
final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var presentedSheet: AppRoute? = nil

    func navigate(to route: AppRoute) { path.append(route) }
    func presentSheet(_ route: AppRoute) { presentedSheet = route }
    func dismissSheet() { presentedSheet = nil }
}
