import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let list = UUID()
    var done = TaskItem(title: "Buy groceries", description: "Milk, eggs, bread", listId: list, dueDate: Date().addingTimeInterval(3_600))
    done.completed = true
    var urgent = TaskItem(title: "Submit report", description: "Quarterly numbers for the team", listId: list, dueDate: Date().addingTimeInterval(86_400))
    urgent.priority = .high
    var call = TaskItem(title: "Call mom", description: "Sunday afternoon", listId: list)
    call.priority = .normal
    return List {
        TaskListRow(task: urgent)
        TaskListRow(task: call)
        TaskListRow(task: done)
    }
}
