import OracleHarness
import SwiftUI

// o274: seb-oss/green-ios, GreenRowSnapshotTests.test_GreenRow_allStates_list56_dark, dark, @3x.
// The same 56 pt row gallery as o273, 375 pt wide on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits, traits:
// UITraitCollection(userInterfaceStyle: .dark)): size that fits, dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleRowGallery56()
            .frame(width: 375)
            .background(Color.l1Neutral02)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
