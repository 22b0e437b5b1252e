import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "CoreDataBudgetApp").viewContext
    let base = Date(timeIntervalSince1970: 1_764_000_000)
    let expenses: [Expense] = [("Farmers market", 38.5, 0.0), ("Supermarket", 112.9, 3.0), ("Bakery", 9.2, 5.0)].map {
        let e = Expense(context: context)
        e.title = $0.0
        e.amount = $0.1
        e.dateCreated = base.addingTimeInterval(-$0.2 * 86_400)
        return e
    }
    // BudgetDetailScreen's expenses section.
    return NavigationStack {
        List {
            Section("Expenses") {
                ForEach(expenses, id: \.objectID) { expense in
                    ExpenseListCellView(expense: expense)
                }
            }
            .listRowBackground(ListRowBackgroundTheme())
        }
        .scrollContentBackground(.hidden)
        .background(LinearGradient(colors: [.teal, .black], startPoint: .top, endPoint: .bottom))
        .navigationTitle("Groceries")
    }
}
