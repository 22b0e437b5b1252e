import OracleHarness
import SwiftUI

// o279: seb-oss/green-ios, GreenListSnapshotTests.test_GreenList_plain_dark, dark, @3x.
// The plain GreenList of o278.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .fixed(width: 375, height: 800)): the
// view centred in a 375 x 800 host, traits dark.
@MainActor func makeOracleView() -> AnyView {
    oracleGreenList(.plain)
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
