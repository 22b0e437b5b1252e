import SwiftUI
import taskchampShared

// The task list: pending, recurring, completed and deleted tasks.
@MainActor func makeSampleRow() -> some View {
    let due = Date(timeIntervalSince1970: 1_764_500_400)
    let tasks = [
        TCTask(project: "home", description: "Renew the car insurance before the end of the month",
               priority: .high, due: due),
        TCTask(project: "health", description: "Water the plants", priority: .low, due: due, recur: "weekly"),
        TCTask(description: "Reply to Marta about the offsite", status: .completed, priority: .medium),
        TCTask(project: "work", description: "Old draft of the quarterly report", status: .deleted),
    ]
    return List(tasks, id: \.uuid) { task in
        TaskCellView(task: task)
    }
}
