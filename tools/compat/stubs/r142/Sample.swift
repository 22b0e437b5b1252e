import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ExerciseRowView(exercise: sampleExerciseTemplate)
        ExerciseRowView(exercise: ExerciseTemplate(numOfSets: 4, name: "lat pulldown", restBetweenSets: 90))
        ExerciseRowView(exercise: ExerciseTemplate(numOfSets: 3, name: "bicep curl", restBetweenSets: 45))
    }
}
