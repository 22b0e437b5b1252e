import SwiftUI
// Stubs for anioutkazharkova/todoapp todo/todo/taskslist/TaskListRow.swift (what the row uses from elsewhere
// in its app: ItemCompletedButton from ItemRow.swift). TaskItem and TasksManager are in _apps.

struct ItemCompletedButton: View {
    @Binding var completed: Bool
    var update: () async -> ()

    var body: some View {
        Button {
            completed.toggle()
            Task {
                await update()
            }
        } label: {
            Image(systemName: completed ? "cube.fill" : "cube")
        }
        .buttonStyle(.plain)
    }
}
