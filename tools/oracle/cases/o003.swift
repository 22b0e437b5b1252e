import OracleHarness
import SwiftUI

// o003: blockchain/My-Wallet-V3-iOS, PrimaryRowTests.testSnapshot (.2), dark, @2x.
// PrimaryRow_Previews.previews (two groups of 375 pt wide rows: without and with leading icons,
// tags, a description, a switch, default chevrons) stacked without spacing and fixed in size,
// sized to fit, dark appearance from the strategy's traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 0) {
            PrimaryRow_Previews.previews
        }
        .fixedSize()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
