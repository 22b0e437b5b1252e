import SwiftUI

// This month's expenses.
@MainActor func makeSampleRow() -> some View {
    let day = Date(timeIntervalSince1970: 1_764_280_000)
    let expenses = [
        Expense(id: UUID(), userid: "u", category: .food, name: "Groceries", price: 86.4, date: day),
        Expense(id: UUID(), userid: "u", category: .rent, name: "November rent", price: 1_450, date: day.addingTimeInterval(-25 * 86_400)),
        Expense(id: UUID(), userid: "u", category: .transportation, name: "Presto top-up", price: 40, date: day.addingTimeInterval(-3 * 86_400)),
    ]
    return NavigationStack {
        List(expenses) { expense in
            ExpenseRow(item: expense)
        }
        .navigationTitle("Expenses")
    }
}
