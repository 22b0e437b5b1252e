import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The notifications screen: one row per kind, stacked.
    ScrollView {
        VStack(spacing: 0) {
            NotificationRow(image: "Notification.Sale", name: "Promotion", descrip: "Promotion code is here now")
            NotificationRow(image: "Notification.Order", name: "Order update", descrip: "Your order has been shipped")
            NotificationRow(image: "Notification.Wallet", name: "Wallet", descrip: "You received 50.000đ cashback")
        }
    }
}
