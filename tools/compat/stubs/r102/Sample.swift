import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let coin = DeveloperPreview.shared.coin
    return VStack {
        CoinRowView(coin: coin, showHoldingColumn: true)
        CoinRowView(coin: Coin(id: "ethereum", symbol: "eth", name: "Ethereum",
                               image: "https://assets.coingecko.com/coins/images/279/large/ethereum.png",
                               currentPrice: 15873.42, marketCapRank: 2, priceChangePercentage24H: -2.31,
                               currentHoldings: nil),
                    showHoldingColumn: false)
    }
    .padding(.horizontal)
}
