import SwiftUI
// Stubs for calvinhklui/Fitnetic Fitnetic/Views/WorkoutViews/WorkoutRowView.swift (what the row uses from elsewhere in its app).

struct Workout: Codable {
  var id: String
  var date: String
  var sets: [WorkoutSet]
}
