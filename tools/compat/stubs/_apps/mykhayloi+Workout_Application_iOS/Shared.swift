import Foundation
// Stubs shared by the rows of mykhayloi/Workout_Application_iOS (what they use from elsewhere in the app).

/// Models/Exercise.swift.
struct Exercise: Codable, Identifiable {
    var id = UUID()
    var title: String
    var reps: String
}

/// Models/Workout.swift.
struct Workout: Codable, Identifiable {
    var id = UUID()
    var title: String
    var exercises: [Exercise]
}

extension Workout {
    static var mock: [Workout] = [
        Workout(title: "Arm day",
                exercises: [Exercise(title: "Pushups", reps: "20"), Exercise(title: "pullups", reps: "10")]),
        Workout(title: "Leg Day",
                exercises: [Exercise(title: "squats", reps: "20"), Exercise(title: "lunges", reps: "10")]),
    ]
}
