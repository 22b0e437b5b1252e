import SwiftUI
import SwiftData
// Stubs for wojtekoziol/SubbMe SubbMe/Features/Calendar/Views/Components/DayView.swift: the SwiftData model
// Subscription with SubscriptionType (Features/Subscriptions/Models; without its Codable and NSCopying
// conformances), Double.asPrice (Utilities/Extensions) and the DarkGreen asset colour; our own stand-ins with the app's names and values.

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

    /// The first billing day from today on (the start day while it is ahead), stepping whole periods from
    /// the start; nil when that falls after the subscription's end.
    var nextBill: Date? {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        let start = calendar.startOfDay(for: dateStarted)
        let unit: Calendar.Component = type == .daily ? .day : type == .weekly ? .weekOfYear : type == .monthly ? .month : .year
        var bill = start
        var periods = 0
        while bill < today {
            periods += 1
            guard let later = calendar.date(byAdding: unit, value: periods, to: start) else { return nil }
            bill = later
        }
        if let end = dateEnding, bill > calendar.startOfDay(for: end) { return nil }
        return bill
    }

    /// Active until its end date (if any) has passed.
    var isActive: Bool { dateEnding.map { $0 > Date() } ?? true }

    var dateStarted: Date { .init(timeIntervalSince1970: dateStartedAsInterval) }

    var dateEnding: Date? { dateEndingAsInterval.map(Date.init(timeIntervalSince1970:)) }

    static var example: Subscription {
        Subscription(name: "SubbMe", type: .monthly, price: 20, currencyCode: "EUR",
                     dateStartedAsInterval: Date.now.timeIntervalSince1970, websiteURL: "google.com", reminderDays: 2)
    }
}

extension Double {
    /// The amount as currency in the given code, in the user's locale.
    func asPrice(currencyCode: String) -> String {
        FloatingPointFormatStyle<Double>.Currency(code: currencyCode).format(self)
    }
}

/// Xcode's generated symbols for the DarkGreen colour set (Assets.xcassets: sRGB 0, 0.421, 0).
extension Color {
    static var darkGreen: Color { Color(.sRGB, red: 0, green: 0.421, blue: 0, opacity: 1) }
}

extension ShapeStyle where Self == Color {
    static var darkGreen: Color { Color.darkGreen }
}
