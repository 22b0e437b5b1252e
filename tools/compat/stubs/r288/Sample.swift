import SwiftUI
import platform_shared

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        CoinRowCell()
        CoinRowCell(assetBalance: ModelAssetBalance(
            id: "ethereum_usdc", name: "USD Coin", symbol: "USDC", decimalPlace: 6,
            logoURI: "https://assets.coingecko.com/coins/images/6319/small/usdc.png",
            contract: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
            platform: ModelAssetPlatform(id: "ethereum", shortName: "Ethereum", chainIdentifier: "1", network: nil),
            address: "0x81080a7e991bcDdDBA8C2302A70f45d6Bd369Ab5", balance: "1250.00"))
    }
    .padding()
}
