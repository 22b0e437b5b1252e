import OracleHarness
import SwiftUI

// o085: criticalmaps/criticalmaps-ios, ButtonStylesSnapshotTests.cmButtonStyle_withIcon2(), light, @3x.
// A CMButtonStyle button whose label is a VStack of the "bicycle" symbol, "Critical Maps" and the
// "heart" symbol, snapshotted by SnapshotHelper.assertViewSnapshot(button, height: 150): a fixed
// 375 × 150 layout, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(
            action: {},
            label: {
                VStack {
                    Image(systemName: "bicycle")
                    Text("Critical Maps")
                    Image(systemName: "heart")
                }
            }
        )
        .buttonStyle(CMButtonStyle())
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 150)
