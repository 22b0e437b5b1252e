import SwiftUI
// Stubs for Kenn-altsam/Nfactorial-Apply BudgetBuddy/Views/TransactionRow.swift (what the row uses from elsewhere in its app).

struct Category: Identifiable, Hashable, Codable {
    let id: UUID
    let name: String
    let icon: String // SF Symbol name
    let color: String // asset/system color name
}

// The row reads a Category and an optional note (the repo's committed model has drifted to a
// String category without a note; the stub follows what the row reads).
struct Transaction: Codable, Identifiable {
    let id: UUID
    let amount: Double
    let note: String?
    let category: Category
    let date: Date
    let type: TransactionType

    enum TransactionType: String, Codable {
        case income
        case expense
    }
}
