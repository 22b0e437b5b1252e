import SwiftUI
import CoreData

// The exercises list (the app's own Spanish labels in the row).
@MainActor func makeSampleRow() -> some View {
    let squat = Exercise()
    squat.name = "Squat"
    squat.duration = 20
    squat.weight = 60
    let bench = Exercise()
    bench.name = "Bench Press"
    bench.duration = 15
    bench.weight = 45.5
    return List {
        ExerciseRowView(exercise: squat)
        ExerciseRowView(exercise: bench)
    }
}
