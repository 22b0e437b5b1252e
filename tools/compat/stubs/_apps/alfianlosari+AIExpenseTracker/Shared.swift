import SwiftUI
// Stubs for alfianlosari/AIExpenseTracker shared by its rows: Category (Models/Category.swift,
// reduced to eight of its cases, each with the app's symbol and colour), ExpenseLog
// (Models/ExpenseLog.swift) and the two formatters in Utils.swift ("dd/MM", currency).

enum Category: String, Identifiable, CaseIterable {
    var id: Self { self }

    case entertainment = "Entertainment"
    case food = "Food"
    case health = "Health"
    case learning = "Learning"
    case software = "Software"
    case travel = "Travel"
    case rent = "Rent"
    case utilities = "Utilities"

    var systemNameIcon: String {
        switch self {
        case .entertainment: "film"
        case .food: "bag.circle"
        case .health: "heart"
        case .learning: "book"
        case .software: "app"
        case .travel: "airplane"
        case .rent: "house"
        case .utilities: "drop"
        }
    }

    var color: Color {
        switch self {
        case .entertainment: Color(red: 0.667, green: 0.180, blue: 0.686)
        case .food: Color(red: 0.553, green: 0.251, blue: 0.663)
        case .health: Color(red: 0.835, green: 0, blue: 0)
        case .learning: Color(red: 0.239, green: 0.467, blue: 0.855)
        case .software: Color(red: 0.184, green: 0.463, blue: 0.239)
        case .travel: Color(red: 0.078, green: 0.482, blue: 0.894)
        case .rent: Color(red: 0.196, green: 0.714, blue: 0.875)
        case .utilities: Color(red: 0.369, green: 0.769, blue: 0.439)
        }
    }
}

struct ExpenseLog: Codable, Identifiable, Equatable {
    let id: String
    var name: String
    var category: String
    var amount: Double
    var currency: String
    var date: Date

    var categoryEnum: Category { Category(rawValue: category) ?? .utilities }

    init(id: String, name: String, category: String, amount: Double, currency: String = "USD", date: Date) {
        self.id = id
        self.name = name
        self.category = category
        self.amount = amount
        self.currency = currency
        self.date = date
    }

    var dateText: String { Utils.dateFormatter.string(from: date) }

    var amountText: String {
        Utils.numberFormatter.currencySymbol = currency
        return Utils.numberFormatter.string(from: NSNumber(value: amount)) ?? "\(amount)"
    }
}

struct Utils {
    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM"
        return formatter
    }()

    static let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.isLenient = true
        formatter.numberStyle = .currency
        return formatter
    }()
}
