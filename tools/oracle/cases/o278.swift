import OracleHarness
import SwiftUI

// o278: seb-oss/green-ios, GreenListSnapshotTests.test_GreenList_plain_light, light, @3x.
// A plain GreenList (a ScrollView of a LazyVStack on l1Neutral01, in l1Neutral02) of the list
// tests' fixture: a "List Showcase" caption and eight GreenRows (chevron, subtitle, value text,
// trailing icon, toggle on, checkbox and radio selected, disabled).
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .fixed(width: 375, height: 800)): the
// view centred in a 375 x 800 host, no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    oracleGreenList(.plain)
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
