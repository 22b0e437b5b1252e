import SwiftUI

// The lessons list.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List(PersistenceController.preview.fakeLessons) { lesson in
            LessonRowView(lesson: lesson)
        }
        .navigationTitle("Lessons")
    }
    .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
