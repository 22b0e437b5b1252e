import SwiftUI
import SwiftData

// Events: the day's events as cards on the list screen.
@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: Project.self, Event.self, TaskItem.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let project = Project(title: "Trabajo de fin de grado")
    let day = Date(timeIntervalSince1970: 1_764_320_400)
    let events = [
        Event(title: "Reunión con el tutor", endDate: day, description: "Revisar el capítulo 3 y la bibliografía", project: project),
        Event(title: "Gimnasio", endDate: day.addingTimeInterval(7_200)),
    ]
    container.mainContext.insert(project)
    events.forEach { container.mainContext.insert($0) }
    return ScrollView {
        VStack(spacing: 12) {
            ForEach(events) { event in
                EventListItem(event: event, accentColor: .purple)
            }
        }
        .padding()
    }
    .background(Color(.systemGroupedBackground))
    .environmentObject(generalFunctions())
    .modelContainer(container)
}
