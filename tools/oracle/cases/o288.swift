import OracleHarness
import SwiftUI

// o288: seb-oss/green-ios, InfoCardSnapshotTests.test_InfoCard_informationHd_closeAndCTA, light, @3x.
// The informationHd InfoCardView "Spärra ditt kort snabbt i appen" / "Välj kontot som kortet är
// kopplat till och sen Hantera kort." with a close button and the call to action "Spärra kort",
// 320 pt wide (leading), as tall as it needs, padded 16 (the test's infoCard helper,
// stubs/_apps/seb-oss+green-ios).
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits), light.
@MainActor func makeOracleView() -> AnyView {
    oracleInfoCard(.informationHd, .init(onClose: {}, callToAction: .init(title: "Spärra kort", action: {})))
}

let oracleLayout = OracleLayout.sizeThatFits
