import OracleHarness
import SwiftUI

// o091: criticalmaps/criticalmaps-ios, ErrorStateViewSnapshotTests.errorStateView_withoutButton_light(), light, @3x.
// The Styleguide's error state without a button (the error picture, "Critical Maps" in titleOne,
// "No mass today" in bodyOne) on the primary background, snapshotted by
// SnapshotHelper.assertScreenSnapshot: layout .device(config: .iPhone16) (393 × 852, safe area 59
// above, 34 below) with the helper's iPhone 16 traits, whose preferred content size category is
// medium (one step below the default; OracleLayout.device applies it too, stated here as the
// helper states it) and which set no interface style.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ErrorStateView(errorState: .init(title: "Critical Maps", body: "No mass today"))
            .environment(\.sizeCategory, .medium)
    )
}

let oracleLayout = OracleLayout.device(width: 393, height: 852, safeTop: 59, safeBottom: 34)
