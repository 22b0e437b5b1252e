// Stubs the rows r519, r520, r521 of wojtekoziol/SubbMe share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import SwiftData

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
