import SwiftUI
// Stubs shared by the rows of linglejack06/weight_track (what they use from elsewhere in the app).
// The app's models are SwiftData @Model classes; here they are plain classes, identifiable and
// identity-hashed as a PersistentModel is.

enum WorkoutCategory: String, CaseIterable, Codable {
    case push = "Push"
    case pull = "Pull"
    case legs = "Legs"
    case upper = "Upper Body"
    case core = "Core"
}

final class ExerciseTemplate: Identifiable, Hashable {
    var numOfSets: Int
    var name: String
    var restBetweenSets: Double
    var workoutTemplates: [WorkoutTemplate]

    init(numOfSets: Int = 0, name: String = "", restBetweenSets: Double = 0.0, workoutTemplates: [WorkoutTemplate] = []) {
        self.numOfSets = numOfSets
        self.name = name
        self.restBetweenSets = restBetweenSets
        self.workoutTemplates = workoutTemplates
    }

    static func == (lhs: ExerciseTemplate, rhs: ExerciseTemplate) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class WorkoutTemplate: Identifiable, Hashable {
    var title: String
    var exercises: [ExerciseTemplate]
    var category: String = WorkoutCategory.push.rawValue

    init(title: String = "", exercises: [ExerciseTemplate] = [], category: WorkoutCategory = .push) {
        self.title = title
        self.exercises = exercises
        self.category = category.rawValue
    }

    static func == (lhs: WorkoutTemplate, rhs: WorkoutTemplate) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// Models/Workout.swift: the app's sample data.
let sampleExerciseTemplate = ExerciseTemplate(numOfSets: 8, name: "chest press", workoutTemplates: [])
let sampleWorkoutTemplate = WorkoutTemplate(title: "Full Upper", exercises: [sampleExerciseTemplate], category: .upper)
