import SwiftUI
// Stubs for calvinhklui/Fitnetic Fitnetic/Views/WorkoutViews/SetRowView.swift (what the row uses from elsewhere in its app).

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
