import SwiftUI

// The calendar screen's grid of subscriptions.
@MainActor func makeSampleRow() -> some View {
    LazyVGrid(columns: [GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8)], spacing: 8) {
        SubscriptionCell(subscription: SubscriptionModel(dict: ["name": "Spotify", "icon": "spotify_logo", "price": "5.99"]))
        SubscriptionCell(subscription: SubscriptionModel(dict: ["name": "YouTube Premium", "icon": "youtube_logo", "price": "18.99"]))
    }
    .padding(20)
    .background(Color.grayC)
}
