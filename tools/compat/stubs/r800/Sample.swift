import SwiftUI
import CoreData

// The to-do list: done, important and plain items.
@MainActor func makeSampleRow() -> some View {
    let context = PersistenceManager.shared.context
    func todo(_ text: String, complete: Bool, important: Bool) -> Todo {
        let item = Todo(context: context)
        item.id = UUID()
        item.dateCreated = Date(timeIntervalSince1970: 1_764_300_000)
        item.todoDescription = text
        item.isComplete = complete
        item.isImportant = important
        return item
    }
    let todos = [
        todo("Pay the electricity bill", complete: false, important: true),
        todo("Buy milk", complete: true, important: false),
        todo("Call the landlord", complete: false, important: false),
    ]
    return NavigationView {
        List(todos, id: \.self) { item in
            TodoCell(todo: item)
        }
        .navigationTitle("To Do")
    }
}
