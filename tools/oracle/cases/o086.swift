import OracleHarness
import SwiftUI

// o086: criticalmaps/criticalmaps-ios, ErrorStateViewSnapshotTests.errorStateView_withButton_light(), light, @3x.
// The Styleguide's error state (the error picture, "Critical Maps" in titleOne, "No mass today" in
// bodyOne, a "Reload" CMButtonStyle button) on the primary background, snapshotted by
// SnapshotHelper.assertScreenSnapshot: layout .device(config: .iPhone16) (393 × 852, safe area 59
// above, 34 below) with the helper's iPhone 16 traits, whose preferred content size category is
// medium (one step below the default; OracleLayout.device applies it too, stated here as the
// helper states it) and which set no interface style.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ErrorStateView(
            errorState: .init(title: "Critical Maps", body: "No mass today"),
            buttonAction: {},
            buttonText: "Reload"
        )
        .environment(\.sizeCategory, .medium)
    )
}

let oracleLayout = OracleLayout.device(width: 393, height: 852, safeTop: 59, safeBottom: 34)
