import SwiftUI

// "Select coin" for a Maya swap: the coin rows in a scroll view on the secondary background.
@MainActor func makeSampleRow() -> some View {
    func coin(_ id: String, _ code: String, _ name: String, _ asset: String, _ chain: String, _ icon: String) -> MayaCryptoCurrency {
        MayaCryptoCurrency(id: id, code: code, name: name, mayaAsset: asset, chain: chain, iconAssetName: icon)
    }
    let items = [
        CoinDisplayItem(id: "btc", coin: coin("btc", "BTC", "Bitcoin", "BTC.BTC", "BTC", "maya.coin.btc"),
                        displayName: "Bitcoin", fiatPrice: "USD 64,210.55", isHalted: false),
        CoinDisplayItem(id: "usdc", coin: coin("usdc", "USDC", "USD Coin", "ETH.USDC-0XA0B8", "ETH", "maya.coin.usdc"),
                        displayName: "USD Coin (Ethereum)", fiatPrice: "USD 1.00", isHalted: false),
        CoinDisplayItem(id: "rune", coin: coin("rune", "RUNE", "THORChain", "THOR.RUNE", "THOR", "convert.crypto"),
                        displayName: "THORChain", fiatPrice: nil, isHalted: true),
    ]
    return ScrollView {
        VStack(spacing: 0) {
            ForEach(items) { CoinRowView(item: $0) }
        }
        .background(Color.secondaryBackground)
        .clipShape(.rect(cornerRadius: 12))
        .padding(20)
    }
    .background(Color.primaryBackground)
}
