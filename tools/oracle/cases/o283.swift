import OracleHarness
import SwiftUI

// o283: seb-oss/green-ios, GreenListSnapshotTests.test_GreenList_grouped_dynamicType_accessibilityXXXL, light, @3x.
// The grouped GreenList of o280.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .fixed(width: 375, height: 800)): the
// view centred in a 375 x 800 host, traits UITraitCollection(preferredContentSizeCategory:
// .accessibilityExtraExtraExtraLarge) (DynamicTypeSize.accessibility5), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(oracleGreenList(.grouped).dynamicTypeSize(.accessibility5))
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
