import SwiftUI
// Stubs shared by the rows of calvinhklui/Fitnetic (what they use from elsewhere in the app).

struct Exercise: Codable {
  var id: String
  var name: String
  var arEligible: Bool
}

struct WorkoutSet: Codable, Identifiable {
  var id = UUID()
  var exercise: Exercise
  var reps: Int?
  var time: Float?
  var difficulty: Int
}
