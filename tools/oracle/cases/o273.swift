import OracleHarness
import SwiftUI

// o273: seb-oss/green-ios, GreenRowSnapshotTests.test_GreenRow_allStates_list56_light, light, @3x.
// The test's 56 pt row gallery (stubs/_apps/seb-oss+green-ios): nine GreenRows, from a title with
// a chevron to a disabled row with a lock, two with GDS toggles (off, on), checkbox and radio
// selected, 375 pt wide on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits): the view's size that fits
// in a UIHostingController, light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleRowGallery56()
            .frame(width: 375)
            .background(Color.l1Neutral02)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
