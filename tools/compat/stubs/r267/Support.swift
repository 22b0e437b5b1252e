import Foundation
import SwiftUI
// Stubs for uechikohei/subskun SubscriptionTracker/Features/Subscriptions/SubscriptionRowView.swift (what the
// row uses from elsewhere in its app: Data/Persistence/Models/Subscription.swift, Domain/Models/DomainTypes.swift,
// Common/Extensions/Date+Formatting.swift, Common/Components/StatusBadge.swift).

enum SubscriptionStatus: String, Codable, CaseIterable, Identifiable {
    case active
    case paused
    case cancelled

    var id: String { rawValue }

    /// String(localized: "status.…") in the app (en.lproj values here).
    var label: String {
        switch self {
        case .active: return "Active"
        case .paused: return "Paused"
        case .cancelled: return "Cancelled"
        }
    }
}

/// A subscription (a SwiftData @Model in the app), the fields the row reads.
final class Subscription {
    var id: UUID
    var name: String
    var planName: String
    var amount: Int
    var currency: String
    var status: SubscriptionStatus
    var category: String

    init(id: UUID = UUID(), name: String, planName: String = "", amount: Int, currency: String = "JPY", status: SubscriptionStatus = .active, category: String = "") {
        self.id = id
        self.name = name
        self.planName = planName
        self.amount = amount
        self.currency = currency
        self.status = status
        self.category = category
    }
}

extension Date {
    func shortJP(calendar: Calendar = .current) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = .autoupdatingCurrent
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        return formatter.string(from: self)
    }
}

extension Int {
    func currencyString(currencyCode: String, locale: Locale = .autoupdatingCurrent) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.locale = locale
        return formatter.string(from: NSNumber(value: self)) ?? "\(self)"
    }

    func yenString(currencyCode: String = "JPY") -> String {
        currencyString(currencyCode: currencyCode)
    }
}

/// Common/Components/StatusBadge.swift: a caption on a capsule tinted with the colour.
struct StatusBadge: View {
    let text: String
    let color: Color

    var body: some View {
        Text(text)
            .font(.caption2.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .foregroundStyle(color)
            .background(color.opacity(0.14))
            .clipShape(Capsule())
    }
}
