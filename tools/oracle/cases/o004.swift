import OracleHarness
import SwiftUI

// o004: blockchain/My-Wallet-V3-iOS, SectionHeaderTests.testSnapshot (.1), light, @2x.
// SectionHeader_Previews.previews (regular, large, large with a QR-code icon button) stacked with
// the baseline spacing and fixed in size, sized to fit, light appearance from the traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: Spacing.baseline) {
            SectionHeader_Previews.previews
        }
        .fixedSize()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
