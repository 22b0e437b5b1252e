import OracleHarness
import SwiftUI

// o286: seb-oss/green-ios, InfoCardSnapshotTests.test_InfoCard_information_tap, light, @3x.
// The information InfoCardView "Spärra ditt kort snabbt i appen" / "Välj kontot som kortet är
// kopplat till och sen Hantera kort." with a tap action, 320 pt wide (leading), as tall as it
// needs, padded 16 (the test's infoCard helper, stubs/_apps/seb-oss+green-ios).
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits), light.
@MainActor func makeOracleView() -> AnyView {
    oracleInfoCard(.information, .init(onTap: {}))
}

let oracleLayout = OracleLayout.sizeThatFits
