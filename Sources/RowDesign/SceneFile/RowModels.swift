import Foundation
import RowJSON
import RowScene

/// Reading the design system's models from scene-file fields (shared by rows and screens).
enum RowModels {
    static let transactionFields = ["merchant", "category", "amount", "date"]
    static let personFields = ["name", "email", "balance", "lastInteraction"]
    static let groupFields = ["name", "emoji", "members", "totalAmount", "expenseCount", "lastExpense"]
    static let subscriptionFields = ["name", "category", "icon", "color", "price", "cycle", "isFreeTrial", "isShared", "lastUsed", "lastBilled", "created"]
    static let categoryFields = ["name", "icon", "amount", "percentage", "isIncome"]

    static func transaction(_ c: KeyedDecodingContainer<FieldKey>, index: Int) throws -> Transaction {
        Transaction(id: index, merchant: try c.name("merchant"), category: try c.category("category"), amount: try c.number("amount"),
                    date: try c.date("date"))
    }

    /// A person, and the date the file states for them (if any).
    static func person(_ c: KeyedDecodingContainer<FieldKey>, index: Int, now: Date?) throws -> (person: Person, stated: Date?) {
        let last = try c.optionalDate("lastInteraction")
        return (Person(id: index, name: try c.name("name"), email: try c.string("email", default: ""), balance: try c.number("balance"),
                       lastInteraction: last ?? now ?? .distantPast), last)
    }

    static func group(_ c: KeyedDecodingContainer<FieldKey>, index: Int, now: Date?) throws -> (group: ExpenseGroup, stated: Date?) {
        let last = try c.optionalDate("lastExpense")
        let when = last ?? now ?? .distantPast
        let count = try c.count("expenseCount", default: 0, in: 0...100_000)
        return (ExpenseGroup(id: index, name: try c.name("name"), emoji: try c.emoji("emoji"), memberCount: try c.count("members", in: 0...100_000),
                             totalAmount: try c.number("totalAmount"), expenseDates: Array(repeating: when, count: count), createdDate: when), last)
    }

    static func subscription(_ c: KeyedDecodingContainer<FieldKey>, index: Int, now: Date?) throws -> (subscription: Subscription, stated: [Date]) {
        let cycle = Subscription.Cycle(rawValue: try c.choice("cycle", ["weekly", "monthly", "yearly"], default: "monthly"))!
        let used = try c.optionalDate("lastUsed"), billed = try c.optionalDate("lastBilled"), created = try c.optionalDate("created")
        let s = Subscription(id: index, name: try c.name("name"), category: try c.category("category"), icon: try c.string("icon"),
                             color: try c.optionalColor("color"), price: try c.number("price"), cycle: cycle,
                             isFreeTrial: try c.bool("isFreeTrial", default: false), isShared: try c.bool("isShared", default: false),
                             lastUsed: used, lastBilled: billed, created: created ?? now ?? .distantPast)
        return (s, [used, billed, created].compactMap { $0 })
    }

    static func category(_ c: KeyedDecodingContainer<FieldKey>) throws -> CategoryShare {
        CategoryShare(name: try c.name("name"), icon: try c.optionalString("icon"), amount: try c.number("amount"),
                      percentage: try c.number("percentage"), isIncome: try c.bool("isIncome", default: false))
    }
}

extension KeyedDecodingContainer where Key == FieldKey {
    /// A name a row shows: not empty.
    func name(_ key: String) throws -> String {
        let s = try string(key)
        guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(key, "must not be empty") }
        return s
    }

    func category(_ key: String) throws -> TransactionCategory {
        TransactionCategory(rawValue: try choice(key, TransactionCategory.allCases.map(\.rawValue)))!
    }

    func emoji(_ key: String) throws -> String {
        let s = try string(key)
        guard s.count == 1, s.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.properties.isEmoji && $0.value > 0xFF }) else {
            throw fail(key, "expected a single emoji, found \(TerminalText.quoted(s))")
        }
        return s
    }

    func optionalColor(_ key: String) throws -> Color? {
        guard let s = try optionalString(key) else { return nil }
        let hex = s.hasPrefix("#") ? String(s.dropFirst()) : s
        guard hex.count == 6 || hex.count == 8, let v = UInt32(hex, radix: 16) else {
            throw fail(key, "invalid color \(TerminalText.quoted(s)): expected #RRGGBB or #RRGGBBAA")
        }
        return hex.count == 6 ? Color(hex: v) : Color(hex: v >> 8, opacity: Double(v & 0xFF) / 255)
    }

    func optionalDate(_ key: String) throws -> Date? {
        guard let s = try optionalString(key) else { return nil }
        guard let d = ISODate.parse(s) else { throw fail(key, "invalid date \(TerminalText.quoted(s)): expected ISO 8601, e.g. 2026-11-27T08:30:00Z") }
        return d
    }

    func date(_ key: String) throws -> Date {
        guard let d = try optionalDate(key) else { throw fail(key, "missing required date") }
        return d
    }

    /// The decoders of an array field's items.
    func nestedArray(_ key: String, required: Bool) throws -> [Decoder] {
        guard has(key) else {
            if required { throw fail(key, "missing required array") }
            return []
        }
        var list: UnkeyedDecodingContainer
        do { list = try nestedUnkeyedContainer(forKey: FieldKey(key)) } catch { throw fail(key, "expected an array") }
        var out: [Decoder] = []
        while !list.isAtEnd { out.append(try list.superDecoder()) }
        return out
    }
}
