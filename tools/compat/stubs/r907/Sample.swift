import SwiftUI

// The home page's budget categories.
@MainActor func makeSampleRow() -> some View {
    List {
        CategoryRow(category: BudgetCategory(name: "Food", iconName: "food_icon", spent: 320, budget: 500))
        CategoryRow(category: BudgetCategory(name: "Transportation", iconName: "transportation_icon", spent: 85, budget: 150))
        CategoryRow(category: BudgetCategory(name: "Entertainment", iconName: "entertainment_icon", spent: 140, budget: 120))
    }
}
