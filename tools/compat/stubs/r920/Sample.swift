import SwiftUI

// The home screen's upcoming bills.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 8) {
        UpcommingBillRow(subscription: SubscriptionModel(dict: ["name": "Spotify", "icon": "spotify_logo", "price": "5.99"]))
        UpcommingBillRow(subscription: SubscriptionModel(dict: ["name": "Netflix", "icon": "netflix_logo", "price": "15.00"]))
    }
    .padding(20)
    .background(Color.grayC)
}
