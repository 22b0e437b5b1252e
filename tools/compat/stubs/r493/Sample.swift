import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let exercises = [
        Exercise(category: "legs", name: "Leg press", description: "", image: "", approach: 4, rep: 10, weight: "120"),
        Exercise(category: "chest", name: "Bench press", description: "", image: "", approach: 3, rep: 8, weight: "70"),
        Exercise(category: "back", name: "Pull-ups", description: "", image: "", approach: 3, rep: 12, weight: "0"),
    ]
    // MyWorkoutView's list, on the app's dark gradient.
    return List {
        ForEach(exercises) { exercise in
            ExerciseCellView(exercise: exercise)
                .mainRowStyle()
        }
    }
    .scrollContentBackground(.hidden)
    .background(LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom))
    .foregroundStyle(.white)
    .environment(\.colorScheme, .dark)
}
