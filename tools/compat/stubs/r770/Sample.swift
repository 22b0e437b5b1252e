import SwiftUI
import SwiftData

// Home: the active projects, one card each.
@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: Project.self, Event.self, TaskItem.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let tfg = Project(title: "Trabajo de fin de grado", endDate: Date(timeIntervalSince1970: 1_766_000_000))
    tfg.tasks = [TaskItem(title: "Capítulo 3"), TaskItem(title: "Bibliografía"), TaskItem(title: "Presentación")]
    let move = Project(title: "Mudanza")
    move.tasks = [TaskItem(title: "Cajas")]
    [tfg, move].forEach { container.mainContext.insert($0) }
    return ScrollView {
        VStack(spacing: 12) {
            ProjectCardView(project: tfg)
            ProjectCardView(project: move)
        }
        .padding()
    }
    .background(Color(.systemGroupedBackground))
    .environmentObject(generalFunctions())
    .modelContainer(container)
}
