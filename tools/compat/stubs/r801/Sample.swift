import SwiftUI
import SwiftData

// The expenses list.
@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: Expense.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let day = Date(timeIntervalSince1970: 1_764_300_000)
    let expenses = [
        Expense(name: "Coffee beans", date: day, value: 18.5),
        Expense(name: "Train ticket", date: day.addingTimeInterval(-2 * 86_400), value: 42),
        Expense(name: "Books", date: day.addingTimeInterval(-9 * 86_400), value: 63.9),
    ]
    expenses.forEach { container.mainContext.insert($0) }
    return NavigationStack {
        List(expenses) { expense in
            ExpenseCell(expense: expense)
        }
        .navigationTitle("Expenses")
    }
    .modelContainer(container)
}
