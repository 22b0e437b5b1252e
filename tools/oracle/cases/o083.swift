import OracleHarness
import SwiftUI

// o083: criticalmaps/criticalmaps-ios, ButtonStylesSnapshotTests.cmButtonStyle(), light, @3x.
// A "Critical Maps" text button in the Styleguide's CMButtonStyle (body text in the dark text
// colour, 16 pt padding, brand-yellow fill, clipped to a capsule on iOS 26, else a rounded
// rectangle), snapshotted by SnapshotHelper.assertViewSnapshot(button, height: 100): a fixed
// 375 × 100 layout, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}, label: { Text("Critical Maps") })
            .buttonStyle(CMButtonStyle())
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 100)
