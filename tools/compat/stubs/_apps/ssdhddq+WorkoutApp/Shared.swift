// Stubs for ssdhddq/WorkoutApp (r893–r895): the app's Roboto fonts (Extensions/Font + Extensions.swift),
// the workout (Screens/MainScreen/Models/Workout.swift) and the mock data the previews use
// (MockData.swift). Our own test doubles with the app's names and values.
import SwiftUI

extension Font {
    static let roboto16 = Font.custom("Roboto-Medium", size: 16)
    static let roboto22 = Font.custom("Roboto-Medium", size: 22)
    static let robotoBold15 = Font.custom("Roboto-Bold", size: 15)
    static let robotoBold16 = Font.custom("Roboto-Bold", size: 16)
    static let robotoBold20 = Font.custom("Roboto-Bold", size: 20)
}

struct Workout: Identifiable, Equatable {
    let id: UUID = UUID()
    let name: String
    let reps: Int
    let timer: Int
    let sets: Int
    let date: Date
    let image: String
    let isComplete: Bool
}

struct MockData {
    static let workoutToday: [Workout] = [
        Workout(name: "Pull Ups", reps: 10, timer: 0, sets: 4, date: Date(), image: "waWeight", isComplete: false),
        Workout(name: "Push Ups", reps: 20, timer: 0, sets: 5, date: Date(), image: "waBody", isComplete: false),
        Workout(name: "Plank", reps: 0, timer: 90, sets: 3, date: Date(), image: "waArm", isComplete: false),
    ]
}
