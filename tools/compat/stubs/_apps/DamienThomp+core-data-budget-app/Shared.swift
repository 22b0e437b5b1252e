// Stubs the rows r534, r535, r536 of DamienThomp/core-data-budget-app share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import CoreData

class Budget: NSManagedObject {
    var amount: Double = 0
    var dateCreated: Date?
    var title: String?
    var expenses: [Expense] = []
}

class Expense: NSManagedObject {
    var amount: Double = 0
    var dateCreated: Date?
    var title: String?
    var budget: Budget?
}

/// Extensions/Locale+Extensions.swift.
extension Locale {
    /// The locale's currency, Canadian dollars when it has none.
    var currencyCode: String { currency.map(\.identifier) ?? "CAD" }
}
