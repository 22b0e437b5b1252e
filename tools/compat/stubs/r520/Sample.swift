import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // DetailsView shows the price tag beside the subscription's name.
    VStack(alignment: .leading, spacing: 12) {
        HStack {
            Text("Spotify Premium").font(.title2.bold())
            Spacer()
            PriceTagView(price: 10.99, currencyCode: "EUR")
        }
        HStack {
            Text("GitHub Copilot").font(.title2.bold())
            Spacer()
            PriceTagView(price: 100, currencyCode: "USD")
        }
    }
    .padding()
}
