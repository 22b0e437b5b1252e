import SwiftUI
// Stubs for linglejack06/weight_track weight_track/TemplateViews/TemplateCardView.swift (what the row uses from elsewhere in its app).

/// The template's detail screen (the navigation destination). In the app it also counts
/// completions with a SwiftData @Query and starts workouts; the stub lists the exercises.
struct TemplateFullView: View {
    let template: WorkoutTemplate

    var body: some View {
        List {
            Section("Exercises") {
                ForEach(template.exercises) { exercise in
                    Text(exercise.name)
                }
            }
        }
        .navigationTitle(template.title)
    }
}
