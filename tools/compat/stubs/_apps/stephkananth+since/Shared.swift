import SwiftUI
// Stubs shared by the rows of stephkananth/since (what they use from elsewhere in the app).

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
