import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let context = CoreDataManager.shared.container.viewContext
    let food = Category(context: context)
    food.name = "Groceries"
    let lunch = Expense(context: context)
    lunch.title = "Weekly shopping"
    lunch.desc = "Bingo, fruit and vegetables"
    lunch.date = Date(timeIntervalSince1970: 1_764_250_000)
    lunch.price = 84.6
    lunch.category = food
    let fuel = Expense(context: context)
    fuel.title = "Fuel"
    fuel.desc = nil
    fuel.date = Date(timeIntervalSince1970: 1_764_000_000)
    fuel.price = 1250
    return List {
        ExpenseItemView(viewModel: lunch)
        ExpenseItemView(viewModel: fuel)
    }
}
