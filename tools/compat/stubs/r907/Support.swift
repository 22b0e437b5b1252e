// Stub for Maharshi5757/budgetWise_ (r907): the budget category (BudgetCategory.swift). Our own test double
// with the app's names.
import Foundation

struct BudgetCategory: Identifiable {
    let id = UUID()
    let name: String
    let iconName: String
    var spent: Double
    var budget: Double
}
