import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The row's own preview: CoinRowView(coin: dev.coin, showHoldingsCalm: true).
    CoinRowView(coin: DeveloperPreview.instance.coin, showHoldingsCalm: true)
}
