import OracleHarness
import SwiftUI

// o182: dzhared/xiv-helper, ListBadgeViewTests.testAppearance ("en_US"), light, @3x.
// ListBadgeView(recipe: .example): a list badge row — the recipe's 40 × 40 AsyncImage icon (corner 8),
// its result name (title3) over "Level <n> <job>" (caption, secondary), a Spacer (ListBadgeView.swift;
// Recipe.example from Recipe.swift).
// Snapshotted by the test's assertSnapshot(view:testBundleResourceURL:) (XCTestCase+SnapshotTesting.swift,
// June 2024, iPhone 15 Pro Max): verifySnapshot(matching: view.frame(width: 430, height: 932)
// .environment(\.locale, Locale(identifier: "en_US")), as: .image(precision: 0.98)) — the framed view at
// its ideal size (430 × 932) in a UIHostingController, no interface style (light). The app's own
// `Locale` enum shadows Foundation's here, hence `Foundation.Locale`.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ListBadgeView(recipe: .example)
        .frame(width: 430, height: 932)
        .environment(\.locale, Foundation.Locale(identifier: "en_US"))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
