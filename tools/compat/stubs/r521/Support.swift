import SwiftUI
import SwiftData
// Stubs for wojtekoziol/SubbMe SubbMe/Features/Calendar/Views/Components/DayView.swift: the SwiftData model
// Subscription with SubscriptionType (Features/Subscriptions/Models; without its Codable and NSCopying
// conformances), Double.asPrice (Utilities/Extensions) and the DarkGreen asset colour, as the app has them.

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

/// Xcode's generated symbols for the DarkGreen colour set (Assets.xcassets: sRGB 0, 0.421, 0).
extension Color {
    static var darkGreen: Color { Color(.sRGB, red: 0, green: 0.421, blue: 0, opacity: 1) }
}

extension ShapeStyle where Self == Color {
    static var darkGreen: Color { Color.darkGreen }
}
