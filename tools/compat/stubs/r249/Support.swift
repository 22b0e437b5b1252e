import SwiftUI
// Stubs for nydina/ToDoApp Asako/PriorityView.swift (what the row uses from elsewhere in its app: the Core
// Data entity TaskItem, Asako.xcdatamodeld, and Logics/TaskItemExtension .swift).

/// The task entity (an NSManagedObject generated from the model in the app).
class TaskItem: ObservableObject, Identifiable {
    var id: UUID?
    var name: String?
    var desc: String?
    var priority: String?
    var created: Date?
    var dueDate: Date?
    var completedDate: Date?
    var scheduleTime: Bool

    init(name: String, priority: String, dueDate: Date? = nil, completedDate: Date? = nil, scheduleTime: Bool = false) {
        self.id = UUID()
        self.name = name
        self.priority = priority
        self.created = Date()
        self.dueDate = dueDate
        self.completedDate = completedDate
        self.scheduleTime = scheduleTime
    }

    func isCompleted() -> Bool { completedDate != nil }

    func isOverdue() -> Bool {
        if let due = dueDate {
            return !isCompleted() && scheduleTime && due < Date()
        }
        return false
    }

    func overdureColor() -> Color { isOverdue() ? .red : .primary }

    func isHighPriority() -> Bool { priority == "High" }
    func isNormalPriority() -> Bool { priority == "Normal" }
    func isLowPriority() -> Bool { priority == "Low" }
}
