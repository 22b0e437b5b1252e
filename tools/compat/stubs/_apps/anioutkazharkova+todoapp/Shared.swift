import SwiftUI
// Stubs shared by the rows of anioutkazharkova/todoapp (todo/todo): the task model (data/TaskItem.swift)
// and the store the rows write through (TasksManager.swift, which persists lists to a JSON file).

struct TaskItem: Identifiable, Codable, Equatable {
    let id: UUID
    var title: String
    var description: String
    var date: Date?
    var dueDate: Date?
    var listId: UUID
    var priority: Priority = .low
    var completed: Bool = false

    init(id: UUID = UUID(), title: String, description: String, listId: UUID, date: Date? = nil, dueDate: Date? = nil) {
        self.id = id
        self.title = title
        self.date = date
        self.listId = listId
        self.description = description
        self.dueDate = dueDate
    }
}

enum Priority: Int, Codable {
    case low = 0
    case normal = 1
    case high = 2

    func priorityColor() -> Color {
        switch self {
        case .low: return .green
        case .normal: return .orange
        case .high: return .red
        }
    }
}

class TasksManager {
    static let shared = TasksManager()

    private(set) var tasks: [TaskItem] = []

    func change(item: TaskItem) {
        if let index = tasks.firstIndex(where: { $0.id == item.id }) { tasks[index] = item } else { tasks.append(item) }
    }

    func saveTask(item: TaskItem, completion: @escaping () -> Void) {
        change(item: item)
        completion()
    }
}
