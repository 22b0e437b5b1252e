import OracleHarness
import SwiftUI

// o084: criticalmaps/criticalmaps-ios, ButtonStylesSnapshotTests.cmButtonStyle_withIcon(), light, @3x.
// A CMButtonStyle button whose label is an HStack of the "bicycle" symbol, "Critical Maps" and the
// "heart" symbol, snapshotted by SnapshotHelper.assertViewSnapshot(button, height: 100): a fixed
// 375 × 100 layout, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(
            action: {},
            label: {
                HStack {
                    Image(systemName: "bicycle")
                    Text("Critical Maps")
                    Image(systemName: "heart")
                }
            }
        )
        .buttonStyle(CMButtonStyle())
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 100)
