import SwiftUI
// Stubs for stephkananth/since Streaks/Views/AddStreakRow.swift (what the row uses from elsewhere in its app).

class Streak: NSObject, Identifiable {
  let id = UUID()
  var name: String
  var start: Date

  init(name: String, date: Date) {
    self.name = name
    self.start = Calendar.current.startOfDay(for: date)
    super.init()
  }

  /// Whole days since the streak started.
  func length() -> Int {
    Int((-start.timeIntervalSinceNow / 86_400).rounded(.down))
  }
}

/// The app's store of streaks (Core Data-backed in the app).
class ViewModel: ObservableObject {
  @Published var streaks = [Streak]()

  func saveStreak(streak: Streak) {
    streaks.append(streak)
  }
}
