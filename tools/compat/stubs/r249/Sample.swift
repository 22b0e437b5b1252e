import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        PriorityView(passedTaskItem: TaskItem(name: "File taxes", priority: "High"))
        PriorityView(passedTaskItem: TaskItem(name: "Call the plumber", priority: "Normal"))
        PriorityView(passedTaskItem: TaskItem(name: "Water plants", priority: "Low"))
    }
    .padding()
}
