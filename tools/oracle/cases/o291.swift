import OracleHarness
import SwiftUI

// o291: seb-oss/green-ios, GdsToggleSnapshotTests.test_Toggle_gdsTint_allStates_dark, dark, @3x.
// The test's gallery of the GdsToggleStyle switch (label hidden): on, on disabled, off, off
// disabled, spaced 20, 320 pt wide, padded 20 on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits, traits: dark), dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(OracleToggleGallery())
}

let oracleLayout = OracleLayout.sizeThatFits
