import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "CoreDataBudgetApp").viewContext
    let base = Date(timeIntervalSince1970: 1_764_000_000)
    let budgets: [Budget] = [("Groceries", 450.0, 2.0), ("Holiday in Lisbon", 1_800.0, 30.0), ("Car service", 320.0, 61.0)].map {
        let b = Budget(context: context)
        b.title = $0.0
        b.amount = $0.1
        b.dateCreated = base.addingTimeInterval(-$0.2 * 86_400)
        return b
    }
    // BudgetListScreen: links on material rows over the app's gradient background.
    return NavigationStack {
        List {
            ForEach(budgets, id: \.objectID) { budget in
                NavigationLink(value: budget.title ?? "") {
                    BudgetListItemView(budget: budget)
                        .padding(.trailing, 8)
                }
            }
            .listRowBackground(ListRowBackgroundTheme())
        }
        .scrollContentBackground(.hidden)
        .background(LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom))
        .navigationTitle("Budgets")
    }
    .tint(.white)
}
