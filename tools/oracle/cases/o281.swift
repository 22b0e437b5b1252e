import OracleHarness
import SwiftUI

// o281: seb-oss/green-ios, GreenListSnapshotTests.test_GreenList_elevated_light, light, @3x.
// The same fixture in an elevated GreenList, under a 56 pt black band ignoring the top safe area,
// on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .fixed(width: 375, height: 800)): the
// view centred in a 375 x 800 host, no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    oracleGreenList(.elevated)
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
