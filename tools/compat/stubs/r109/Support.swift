import SwiftUI
// Stubs for stephkananth/since Streaks/Views/AddStreakRow.swift (what the row uses from elsewhere in its app).

/// The app's store of streaks (Core Data-backed in the app).
class ViewModel: ObservableObject {
  @Published var streaks = [Streak]()

  func saveStreak(streak: Streak) {
    streaks.append(streak)
  }
}
