// Stubs for dashpay/dashwallet-ios (r701): the Maya coin, the coin picker's display item and the coin icon
// view (a local asset, or the coin's icon from the network: none here). Our own test doubles.
import SwiftUI

struct MayaCryptoCurrency: Identifiable, Hashable {
    let id: String
    let code: String
    let name: String
    let mayaAsset: String
    let chain: String
    let iconAssetName: String

    /// The destination coins Maya supports (a short list of its main chains; DASH is the source).
    static let supportedCoins: [MayaCryptoCurrency] = [
        ("btc", "BTC", "Bitcoin", "BTC.BTC", "BTC", "maya.coin.btc"),
        ("ada", "ADA", "Cardano", "ADA.ADA", "ADA", "convert.crypto"),
        ("eth", "ETH", "Ethereum", "ETH.ETH", "ETH", "maya.coin.eth"),
        ("eth_arb", "ETH", "Ethereum (Arbitrum)", "ARB.ETH", "ARB", "maya.coin.eth"),
        ("kuji", "KUJI", "Kujira", "KUJI.KUJI", "KUJI", "convert.crypto"),
        ("rune", "RUNE", "Rune", "THOR.RUNE", "THOR", "convert.crypto"),
        ("sol", "SOL", "Solana", "SOL.SOL", "SOL", "convert.crypto"),
        ("near", "NEAR", "NEAR Protocol", "NEAR.NEAR", "NEAR", "convert.crypto"),
        ("trx", "TRX", "Tron", "TRON.TRX", "TRON", "convert.crypto"),
    ].map { MayaCryptoCurrency(id: $0.0, code: $0.1, name: $0.2, mayaAsset: $0.3, chain: $0.4, iconAssetName: $0.5) }
}

struct CoinDisplayItem: Identifiable {
    let id: String
    let coin: MayaCryptoCurrency
    let displayName: String
    let fiatPrice: String?
    let isHalted: Bool
}

struct MayaCoinIconView: View {
    let coin: MayaCryptoCurrency
    let size: CGFloat
    let cornerRadius: CGFloat

    var body: some View {
        Icon(name: .custom(coin.iconAssetName, maxHeight: size))
            .frame(width: size, height: size)
            .clipShape(.rect(cornerRadius: cornerRadius))
    }
}
