import SwiftUI

// A workout block: its exercises, a superset pair marked.
@MainActor func makeSampleRow() -> some View {
    let exercises = [
        Exercise(name: "Back Squat", canonicalName: nil, sets: 4, reps: "8", durationSeconds: nil,
                 load: ExerciseLoad(value: 100, unit: "kg"), restSeconds: 90, distance: nil, notes: nil, supersetGroup: nil),
        Exercise(name: "Pull-Up", canonicalName: nil, sets: 3, reps: "10", durationSeconds: nil,
                 load: ExerciseLoad(value: 0, unit: "bodyweight"), restSeconds: nil, distance: nil, notes: nil, supersetGroup: 1),
        Exercise(name: "Plank", canonicalName: nil, sets: nil, reps: nil, durationSeconds: 60,
                 load: nil, restSeconds: 30, distance: nil, notes: nil, supersetGroup: nil),
    ]
    return List {
        Section(header: Text("Block A · Strength")) {
            ForEach(exercises) { exercise in
                ExerciseRowView(exercise: exercise, showSupersetIndicator: exercise.supersetGroup != nil)
            }
        }
    }
}
