import SwiftUI
import SwiftData
// Stubs for wojtekoziol/SubbMe SubbMe/Features/List/Views/Components/SubscriptionRow.swift: the SwiftData
// model Subscription with SubscriptionType (Features/Subscriptions/Models; without its Codable and NSCopying
// conformances), Date.formattedString (Utilities/Extensions/Date+FormattedString.swift) and Double.asPrice
// (Utilities/Extensions/Double+AsPrice.swift), as the app has them.

enum SubscriptionType: String, CaseIterable, Codable, CustomStringConvertible {
    case daily, weekly, monthly, annually

    var description: String { rawValue.capitalized }
}

@Model
class Subscription: Identifiable {
    var id: UInt64? = nil
    var name: String
    var type: SubscriptionType
    var price: Double
    var currencyCode: String
    var dateStartedAsInterval: Double
    var dateEndingAsInterval: Double?
    var websiteURL: String?
    var reminderDays: Int?

    init(id: UInt64? = nil, name: String, type: SubscriptionType, price: Double, currencyCode: String,
         dateStartedAsInterval: Double, dateEndingAsInterval: Double? = nil, websiteURL: String? = nil,
         reminderDays: Int? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.price = price
        self.currencyCode = currencyCode
        self.dateStartedAsInterval = dateStartedAsInterval
        self.dateEndingAsInterval = dateEndingAsInterval
        self.websiteURL = websiteURL
        self.reminderDays = reminderDays
    }

    var nextBill: Date? {
        let now = Calendar.current.startOfDay(for: Date())
        let dateStarted = Calendar.current.startOfDay(for: dateStarted)
        if now < dateStarted {
            return dateStarted
        }
        let component: Calendar.Component
        switch type {
        case .daily: component = .day
        case .weekly: component = .weekOfYear
        case .monthly: component = .month
        case .annually: component = .year
        }
        var nextDate = dateStarted
        while nextDate < now {
            guard let updatedDate = Calendar.current.date(byAdding: component, value: 1, to: nextDate) else {
                return nil
            }
            nextDate = updatedDate
        }
        if let dateEnding, nextDate > Calendar.current.startOfDay(for: dateEnding) {
            return nil
        }
        return nextDate
    }

    var isActive: Bool {
        if let dateEndingAsInterval {
            let dateEnding = Date(timeIntervalSince1970: dateEndingAsInterval)
            return dateEnding > Date()
        }
        return true
    }

    var dateStarted: Date {
        Date(timeIntervalSince1970: dateStartedAsInterval)
    }

    var dateEnding: Date? {
        if let dateEndingAsInterval {
            Date(timeIntervalSince1970: dateEndingAsInterval)
        } else {
            nil
        }
    }

    static var example: Subscription {
        Subscription(name: "SubbMe", type: .monthly, price: 20, currencyCode: "EUR",
                     dateStartedAsInterval: Date.now.timeIntervalSince1970, websiteURL: "google.com", reminderDays: 2)
    }
}

extension Double {
    func asPrice(currencyCode: String) -> String {
        self.formatted(.currency(code: currencyCode))
    }
}

extension Date {
    func formattedString(style: DateFormatter.Style = .long) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = style
        formatter.timeStyle = .none
        return formatter.string(from: self)
    }
}

extension Date? {
    func formattedString(style: DateFormatter.Style = .long) -> String {
        guard let date = self else { return "-" }
        return date.formattedString(style: style)
    }
}
