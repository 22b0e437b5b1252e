import SwiftUI
// Stubs for nydina/ToDoApp Asako/TaskRow.swift (what the row uses from elsewhere in its app: the Core
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

/// Logics/TaskViewModel.swift: the list's store (Core Data fetches in the app); the row only reads it
/// from the environment.
class TaskViewModel: ObservableObject {
    @Published var date = Date()
    @Published var taskItems: [TaskItem] = []
}

/// CheckBoxView.swift: a checkmark circle for completed tasks (the app completes the task on tap and
/// saves the Core Data context).
struct CheckBoxView: View {
    @EnvironmentObject var dateHolder: TaskViewModel
    @ObservedObject var passedTaskItem: TaskItem

    var body: some View {
        Image(systemName: passedTaskItem.isCompleted() ? "checkmark.circle.fill" : "circle")
            .font(.largeTitle)
            .foregroundColor(passedTaskItem.isCompleted() ? .accentColor : .secondary)
    }
}

/// PriorityView.swift: a red, orange or green dot for high, normal or low priority.
struct PriorityView: View {
    @ObservedObject var passedTaskItem: TaskItem

    var body: some View {
        if passedTaskItem.isHighPriority() {
            Image(systemName: "circle.fill").foregroundColor(.red)
        } else if passedTaskItem.isNormalPriority() {
            Image(systemName: "circle.fill").foregroundColor(.orange)
        } else {
            Image(systemName: "circle.fill").foregroundColor(.green)
        }
    }
}
