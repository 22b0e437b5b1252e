import OracleHarness
import SwiftUI

// o001: blockchain/My-Wallet-V3-iOS, BalanceRowTests.testSnapshot (.1), light, @2x.
// BalanceRow_Previews.previews (six balance rows, 375 pt wide: default, with tags, limit order,
// full content with graph, without subtitle, without graph) stacked with the baseline spacing
// and fixed in size, sized to fit, light appearance from the strategy's traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: Spacing.baseline) {
            BalanceRow_Previews.previews
        }
        .fixedSize()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
