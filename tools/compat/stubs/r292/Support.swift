import SwiftUI
// Stubs for lananotrey/TaskFlow Views/Components/TaskRowView.swift (what the row uses from elsewhere
// in its app: Models/Task.swift, Models/Project.swift, ViewModels/TaskManager.swift without its
// LocalStorage persistence).

struct TaskTask: Identifiable, Codable {
    let id: UUID
    var title: String
    var description: String
    var dueDate: Date
    var priority: Priority
    var isCompleted: Bool
    var projectId: UUID?

    init(id: UUID = UUID(), title: String, description: String = "", dueDate: Date = Date(),
         priority: Priority = .medium, isCompleted: Bool = false, projectId: UUID? = nil) {
        self.id = id
        self.title = title
        self.description = description
        self.dueDate = dueDate
        self.priority = priority
        self.isCompleted = isCompleted
        self.projectId = projectId
    }
}

enum Priority: String, CaseIterable, Codable {
    case low = "Low"
    case medium = "Medium"
    case high = "High"

    var color: String {
        switch self {
        case .low: return "mint"
        case .medium: return "orange"
        case .high: return "pink"
        }
    }
}

struct Project: Identifiable, Codable, Hashable {
    let id: UUID
    var name: String
    var color: String

    init(id: UUID = UUID(), name: String, color: String = "indigo") {
        self.id = id
        self.name = name
        self.color = color
    }
}

class TaskManager: ObservableObject {
    @Published var tasks: [TaskTask] = []
    @Published var projects: [Project] = []

    func toggleTaskCompletion(_ task: TaskTask) {
        if let index = tasks.firstIndex(where: { $0.id == task.id }) {
            tasks[index].isCompleted.toggle()
        }
    }
}
