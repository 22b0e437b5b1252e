import Foundation
// Stubs for musagg/SpendWise Source/Views/TransactionRow.swift (what the row uses from elsewhere in its app).

// Source/Models/Category.swift
enum Category: String, CaseIterable, Codable {
    case food = "Food"
    case transportation = "Transportation"
    case entertainment = "Entertainment"
    case shopping = "Shopping"
    case utilities = "Utilities"
    case health = "Health"
    case other = "Other"

    var icon: String {
        switch self {
        case .food: return "🍔"
        case .transportation: return "🚗"
        case .entertainment: return "🎮"
        case .shopping: return "🛍"
        case .utilities: return "💡"
        case .health: return "💊"
        case .other: return ""
        }
    }
}

// Source/Models/Transaction.swift
struct Transaction: Identifiable, Codable {
    var id: UUID
    var title: String
    var amount: Double
    var date: Date
    var category: Category

    init(id: UUID = UUID(), title: String, amount: Double, date: Date = Date(), category: Category) {
        self.id = id
        self.title = title
        self.amount = amount
        self.date = date
        self.category = category
    }
}
