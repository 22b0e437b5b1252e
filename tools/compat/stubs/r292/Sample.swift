import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let manager = TaskManager()
    let project = Project(name: "Website Redesign")
    manager.projects = [project]
    let due = Date(timeIntervalSince1970: 1_764_345_600)
    let tasks = [
        TaskTask(title: "Draft landing page copy", dueDate: due, priority: .high, projectId: project.id),
        TaskTask(title: "Book dentist appointment", dueDate: due.addingTimeInterval(86_400), priority: .low, isCompleted: true),
    ]
    manager.tasks = tasks
    return VStack(spacing: 0) {
        ForEach(tasks) { task in
            TaskRowView(task: task)
        }
    }
    .environmentObject(manager)
}
