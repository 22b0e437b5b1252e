import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ZStack {
        LinearGradient(colors: [.black, Color.blue.opacity(0.3)], startPoint: .top, endPoint: .bottom)
        VStack {
            CoinInfoCard(title: "Price", value: "$96214.52")
            CoinInfoCard(title: "Percent Change (24H)", value: "-1.84%")
        }
        .padding()
    }
}
