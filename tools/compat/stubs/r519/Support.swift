// Stubs for wojtekoziol/SubbMe SubbMe/Features/List/Views/Components/SubscriptionRow.swift: the SwiftData
// model Subscription with SubscriptionType (Features/Subscriptions/Models; without its Codable and NSCopying
// conformances), Date.formattedString (Utilities/Extensions/Date+FormattedString.swift) and Double.asPrice
// (Utilities/Extensions/Double+AsPrice.swift); our own stand-ins with the app's names and values.
import SwiftUI
import SwiftData

extension Date {
    /// The date alone, in the given style.
    func formattedString(style: DateFormatter.Style = .long) -> String {
        DateFormatter.localizedString(from: self, dateStyle: style, timeStyle: .none)
    }
}

extension Date? {
    /// "-" when there is no date.
    func formattedString(style: DateFormatter.Style = .long) -> String {
        map { $0.formattedString(style: style) } ?? "-"
    }
}
