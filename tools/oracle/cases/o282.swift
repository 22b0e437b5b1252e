import OracleHarness
import SwiftUI

// o282: seb-oss/green-ios, GreenListSnapshotTests.test_GreenList_elevatedGrouped_light, light, @3x.
// The same in the elevatedGrouped style, under the black band.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .fixed(width: 375, height: 800)): the
// view centred in a 375 x 800 host, no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    oracleGreenList(.elevatedGrouped)
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
