import SwiftUI
import SwiftData

@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: Exercise.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let squat = Exercise(id: 1, baseID: 111, name: "Barbell Squat", category: "Legs", image: nil, imageThumbnail: nil)
    let bench = Exercise(id: 2, baseID: 192, name: "Bench Press", category: "Chest", image: nil, imageThumbnail: nil)
    bench.sets = 4; bench.reps = 8; bench.rest = 90
    let plank = Exercise(id: 3, baseID: 238, name: "Plank", category: "Abs", image: nil, imageThumbnail: nil)
    plank.reps = 1; plank.rest = 45
    for e in [squat, bench, plank] { container.mainContext.insert(e) }
    // The workout builder lists the workout's exercises.
    return List([squat, bench, plank], id: \.id) { exercise in
        WorkoutExerciseRow(exercise: exercise)
    }
    .modelContainer(container)
}
