import Foundation
import RowScene

/// A transaction: negative amounts are expenses.
public struct Transaction: Sendable, Identifiable {
    public let id: Int
    public let merchant: String
    public let category: TransactionCategory
    public let amount: Double
    public let date: Date
    public init(id: Int, merchant: String, category: TransactionCategory, amount: Double, date: Date) {
        self.id = id; self.merchant = merchant; self.category = category; self.amount = amount; self.date = date
    }
    public var isExpense: Bool { amount < 0 }
}

/// A person with a balance: positive, they owe you; negative, you owe them.
public struct Person: Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let email: String
    public let balance: Double
    public let lastInteraction: Date
    public init(id: Int, name: String, email: String, balance: Double, lastInteraction: Date) {
        self.id = id; self.name = name; self.email = email; self.balance = balance; self.lastInteraction = lastInteraction
    }
}

/// A shared-expense group.
public struct ExpenseGroup: Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let emoji: String
    public let memberCount: Int
    public let totalAmount: Double
    public let expenseDates: [Date]
    public let createdDate: Date
    public init(id: Int, name: String, emoji: String, memberCount: Int, totalAmount: Double, expenseDates: [Date], createdDate: Date) {
        self.id = id; self.name = name; self.emoji = emoji; self.memberCount = memberCount; self.totalAmount = totalAmount
        self.expenseDates = expenseDates; self.createdDate = createdDate
    }
    /// The seed's sort key: the latest expense, else the creation date.
    public var lastActivity: Date { expenseDates.max() ?? createdDate }
}

/// A subscription.
public struct Subscription: Sendable, Identifiable {
    public enum Cycle: String, Sendable { case weekly, monthly, yearly
        public var shortName: String { self == .weekly ? "wk" : (self == .monthly ? "mo" : "yr") }
    }
    public let id: Int
    public let name: String
    public let category: TransactionCategory
    public let icon: String
    public let color: Color?
    public let price: Double
    public let cycle: Cycle
    public let isFreeTrial: Bool
    public let isShared: Bool
    public let lastUsed: Date?
    public let lastBilled: Date?
    public let created: Date
    public init(id: Int, name: String, category: TransactionCategory, icon: String, color: Color? = nil, price: Double,
                cycle: Cycle, isFreeTrial: Bool = false, isShared: Bool = false, lastUsed: Date? = nil, lastBilled: Date? = nil, created: Date) {
        self.id = id; self.name = name; self.category = category; self.icon = icon; self.color = color; self.price = price
        self.cycle = cycle; self.isFreeTrial = isFreeTrial; self.isShared = isShared; self.lastUsed = lastUsed
        self.lastBilled = lastBilled; self.created = created
    }
    /// The seed's sort key: last used, else last billed, else created.
    public var lastActivity: Date { lastUsed ?? lastBilled ?? created }
}

/// A spending or income category's share, for analytics.
public struct CategoryShare: Sendable, Identifiable {
    public var id: String { name }
    public let name: String
    public let icon: String?
    public let amount: Double
    public let percentage: Double
    public let isIncome: Bool
    public init(name: String, icon: String?, amount: Double, percentage: Double, isIncome: Bool) {
        self.name = name; self.icon = icon; self.amount = amount; self.percentage = percentage; self.isIncome = isIncome
    }
}

/// Analytics colors by share (the design's GradientColorHelper, whose rule it does not give):
/// expenses run from warning orange at 0 % to error red at 100 %; income from bright green to
/// a deeper green.
public enum GradientColorHelper {
    public static func gradientColor(for percentage: Double, isIncome: Bool) -> Color {
        let t = min(1, max(0, (percentage.isNaN ? 0 : percentage) / 100))
        let (a, b) = isIncome ? (Color.wiseBrightGreen, Color(hex: 0x2E9E5B)) : (Color.wiseWarning, Color.wiseError)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Color(light: Color(red: mix(a.light.red, b.light.red), green: mix(a.light.green, b.light.green), blue: mix(a.light.blue, b.light.blue)),
                     dark: Color(red: mix(a.dark.red, b.dark.red), green: mix(a.dark.green, b.dark.green), blue: mix(a.dark.blue, b.dark.blue)))
    }
}

func checkName(_ name: String, _ what: String) throws(DesignError) {
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw DesignError("\(what) must not be empty") }
}
