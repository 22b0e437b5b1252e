import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let btc = DeveloperPreview.instance.coin
    let eth = CoinModel(
        id: "ethereum", symbol: "eth", name: "Ethereum", image: "https://assets.coingecko.com/coins/images/279/large/ethereum.png",
        currentPrice: 1_874.32, marketCap: 216_000_000_000, marketCapRank: 2, fullyDilutedValuation: nil,
        totalVolume: nil, high24H: nil, low24H: nil, priceChange24H: -38.2, priceChangePercentage24H: -2.0143,
        marketCapChange24H: nil, marketCapChangePercentage24H: nil, circulatingSupply: nil, totalSupply: nil,
        maxSupply: nil, ath: nil, athChangePercentage: nil, athDate: nil, atl: nil, atlChangePercentage: nil,
        atlDate: nil, lastUpdated: nil, sparklineIn7D: nil, priceChangePercentage24HInCurrency: nil, currentHoldings: 4)
    return VStack(spacing: 12) {
        CoinRowView(coin: btc, showHoldingsColumn: true)
        CoinRowView(coin: eth, showHoldingsColumn: true)
        CoinRowView(coin: eth, showHoldingsColumn: false)
    }
    .padding(.horizontal)
}
