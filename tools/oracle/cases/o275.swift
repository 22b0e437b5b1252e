import OracleHarness
import SwiftUI

// o275: seb-oss/green-ios, GreenRowSnapshotTests.test_GreenRow_allStates_list72_light, light, @3x.
// The test's 72 pt row gallery: nine GreenRows with subtitles, value text, a trailing icon,
// leading checkboxes and radios unselected and selected, and a disabled row, 375 pt wide on
// l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleRowGallery72()
            .frame(width: 375)
            .background(Color.l1Neutral02)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
