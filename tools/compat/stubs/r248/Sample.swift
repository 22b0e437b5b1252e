import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    return List {
        TaskRow(passedTaskItem: TaskItem(name: "File taxes", priority: "High", dueDate: now.addingTimeInterval(-86_400), scheduleTime: true))
        TaskRow(passedTaskItem: TaskItem(name: "Call the plumber", priority: "Normal", dueDate: now.addingTimeInterval(2 * 86_400), scheduleTime: true))
        TaskRow(passedTaskItem: TaskItem(name: "Water plants", priority: "Low", completedDate: now))
    }
    .environmentObject(TaskViewModel())
}
