import OracleHarness
import SwiftUI

// o007: blockchain/My-Wallet-V3-iOS, CheckboxTests.testSnapshot (.2), dark, @2x.
// Checkbox_Previews.previews (unchecked, checked, error; the group padded by 16 pt) stacked with
// the baseline spacing and fixed in size, sized to fit, dark appearance from the traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: Spacing.baseline) {
            Checkbox_Previews.previews
        }
        .fixedSize()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
