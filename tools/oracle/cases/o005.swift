import OracleHarness
import SwiftUI

// o005: blockchain/My-Wallet-V3-iOS, CalloutCardTests.testCalloutCard (.2), dark, @2x.
// CalloutCard_Previews.previews (money icon, "Buy More Crypto" / "Upgrade Your Wallet", small
// "GO" button) in a 320 pt wide stack, fixed in size, padded by the default 16 pt, sized to fit,
// dark appearance from the strategy's traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: Spacing.baseline) {
            CalloutCard_Previews.previews
        }
        .frame(width: 320)
        .fixedSize()
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
