import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let nextMonth = Calendar.current.date(byAdding: .month, value: 1, to: Date())
    return List {
        SubscriptionRowView(subscription: Subscription(name: "Netflix", planName: "Standard", amount: 1_590, currency: "JPY", status: .active, category: "Video"), nextBillingDate: nextMonth, convertedYenAmount: nil)
        SubscriptionRowView(subscription: Subscription(name: "GitHub Copilot", planName: "Individual", amount: 10, currency: "USD", status: .active, category: "Developer"), nextBillingDate: nextMonth, convertedYenAmount: 1_540)
        SubscriptionRowView(subscription: Subscription(name: "Duolingo", amount: 1_300, status: .paused), nextBillingDate: nil, convertedYenAmount: nil)
    }
}
