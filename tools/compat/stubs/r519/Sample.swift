import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let day: Double = 86_400
    let start = Date(timeIntervalSince1970: 1_764_000_000).timeIntervalSince1970
    let subscriptions = [
        Subscription(name: "Netflix", type: .monthly, price: 13.99, currencyCode: "EUR", dateStartedAsInterval: start - 40 * day),
        Subscription(name: "iCloud+", type: .monthly, price: 2.99, currencyCode: "EUR", dateStartedAsInterval: start - 400 * day),
        Subscription(name: "Adobe Creative Cloud All Apps", type: .annually, price: 719.88, currencyCode: "EUR",
                     dateStartedAsInterval: start - 200 * day),
    ]
    return NavigationStack {
        List(subscriptions) { subscription in
            SubscriptionRow(subscription: subscription)
        }
        .navigationTitle("Subscriptions")
    }
}
