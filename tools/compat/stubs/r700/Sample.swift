import SwiftUI
import CoreData

// The task list: rows on coloured cards, one due today with a reminder, one later without.
@MainActor func makeSampleRow() -> some View {
    let context = TasksStore.context
    let today = Date()
    let first = ToDo(context: context)
    first.title = "Submit the quarterly report"
    first.due = today
    first.isNotify = true
    let second = ToDo(context: context)
    second.title = "Book dentist appointment"
    second.due = Calendar.current.date(byAdding: .day, value: 4, to: today)!
    second.isNotify = false
    return ScrollView {
        VStack(spacing: 12) {
            ForEach([first, second], id: \.self) { todo in
                TaskRow(todo: todo, todayDate: today)
                    .background(Color.orange)
                    .cornerRadius(12)
            }
        }
        .padding()
    }
}
