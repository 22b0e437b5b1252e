import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let coins = [
        Coin(id: "bitcoin", symbol: "btc", name: "Bitcoin",
             image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png",
             currentPrice: 91_234.12, priceChange24H: 1_204.5, priceChangePercentage24H: 1.34, marketCapRank: 1),
        Coin(id: "dogecoin", symbol: "doge", name: "Dogecoin",
             image: "https://assets.coingecko.com/coins/images/5/large/dogecoin.png",
             currentPrice: 0.1573, priceChange24H: -0.009, priceChangePercentage24H: -5.42, marketCapRank: 9),
    ]
    // TopMoversView scrolls the tiles horizontally.
    return ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 16) {
            ForEach(coins) { coin in
                TopMoversItemView(coin: coin)
            }
        }
        .padding()
    }
}
