import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List {
            TemplateCardView(template: sampleWorkoutTemplate)
            TemplateCardView(template: WorkoutTemplate(
                title: "Leg Day",
                exercises: [ExerciseTemplate(numOfSets: 5, name: "squat", restBetweenSets: 180)],
                category: .legs))
        }
    }
}
