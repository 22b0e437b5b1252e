import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let coins = [
        Coin(id: "bitcoin", symbol: "btc", name: "Bitcoin",
             image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png",
             currentPrice: 91_234.12, priceChange24H: 1_204.5, priceChangePercentage24H: 1.34, marketCapRank: 1),
        Coin(id: "ethereum", symbol: "eth", name: "Ethereum",
             image: "https://assets.coingecko.com/coins/images/279/large/ethereum.png",
             currentPrice: 3_012.77, priceChange24H: -61.2, priceChangePercentage24H: -1.99, marketCapRank: 2),
        Coin(id: "solana", symbol: "sol", name: "Solana",
             image: "https://assets.coingecko.com/coins/images/4128/large/solana.png",
             currentPrice: 141.05, priceChange24H: 4.1, priceChangePercentage24H: 2.99, marketCapRank: 5),
    ]
    // AllCoinsView stacks the rows in a scroll view.
    return ScrollView {
        VStack {
            ForEach(coins) { coin in
                CoinRowView(coin: coin)
            }
        }
    }
}
