import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        CoinCellView(coin: Coin(id: "bitcoin", symbol: "btc", name: "Bitcoin", image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png"))
        CoinCellView(coin: Coin(id: "ethereum", symbol: "eth", name: "Ethereum", image: "https://assets.coingecko.com/coins/images/279/large/ethereum.png"))
    }
}
