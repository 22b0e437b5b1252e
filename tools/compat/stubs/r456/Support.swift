import Foundation
import SwiftData
// Stubs for RoyEvan/expense_tracker_swift ExpenseTracker/Helper/AppCardTransaction.swift: the
// SwiftData model TransactionModel (Model/TransactionModel.swift, declared @Model as there).

@Model
class TransactionModel {
    var category: String
    var date: Date
    var amount: Int64
    var status: Bool
    var monthly: Bool

    init(category: String = "Salary", date: Date = Date(), amount: Int64 = 1000, status: Bool = false, monthly: Bool = false) {
        self.category = category.isEmpty ? "Salary" : category
        self.date = date
        self.amount = amount
        self.status = status
        self.monthly = monthly
    }
}
