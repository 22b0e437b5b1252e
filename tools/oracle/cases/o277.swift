import OracleHarness
import SwiftUI

// o277: seb-oss/green-ios, GreenRowSnapshotTests.test_GreenRow_longText_wrapping_dynamicType_AX1, light, @3x.
// The test's long-text gallery: three rows whose long title (and subtitle) wrap, with value text,
// a chevron or an info icon, 375 pt wide on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits, traits:
// UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)): the first accessibility
// text size (DynamicTypeSize.accessibility1), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleRowLongTextGallery()
            .frame(width: 375)
            .background(Color.l1Neutral02)
            .dynamicTypeSize(.accessibility1)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
