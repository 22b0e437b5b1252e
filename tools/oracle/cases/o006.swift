import OracleHarness
import SwiftUI

// o006: blockchain/My-Wallet-V3-iOS, SmallPrimaryButtonTests.testSnapshot (.1), light, @2x.
// SmallPrimaryButton_Previews.previews ("OK" enabled, disabled, loading) in a 320 pt wide stack
// with the baseline spacing, fixed in size, padded by the default 16 pt; `.image(traits:)`
// (sized to fit), light appearance.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: Spacing.baseline) {
            SmallPrimaryButton_Previews.previews
        }
        .frame(width: 320)
        .fixedSize()
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
