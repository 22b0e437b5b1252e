import SwiftUI
// Stubs for Thanveerahmedshaik/FitnessApp FitnessApp/Home/Views/WorkoutCard.swift: Workout
// (Home/Models/Workout.swift, as there).

struct Workout {
    let id: Int
    let title: String
    let image: String
    let tintcolor: Color
    let duration: String
    let date: String
    let calories: String
}
