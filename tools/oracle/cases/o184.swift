import OracleHarness
import SwiftUI

// o184: dzhared/xiv-helper, ItemTitleBadgeViewTests.testAppearance ("en_US"), light, @3x.
// ItemTitleBadgeView for the Mandervillous Falchion: an 80 × 80 AsyncImage icon (corner 12, shadow) beside
// the name (headline), its job category and "Level 665 <category>" (subheadline, secondary), then a
// Divider and the patch name in small caps (ItemTitleBadgeView.swift).
// Snapshotted by the test's assertSnapshot(view:testBundleResourceURL:) (XCTestCase+SnapshotTesting.swift,
// June 2024, iPhone 15 Pro Max): verifySnapshot(matching: view.frame(width: 430, height: 932)
// .environment(\.locale, Locale(identifier: "en_US")), as: .image(precision: 0.98)) — the framed view at
// its ideal size (430 × 932) in a UIHostingController, no interface style (light). The app's own
// `Locale` enum shadows Foundation's here, hence `Foundation.Locale`.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ItemTitleBadgeView(
            icon: URL(string: "https://xivapi.com/i/030000/030670_hr1.png")!,
            ilvl: 665,
            itemCategoryId: 2,
            name: LocalizedString(en: "Mandervillous Falchion"),
            classJobCategory: ClassJobCategory(id: 20),
            patch: Patch(id: 93)
        )
        .frame(width: 430, height: 932)
        .environment(\.locale, Foundation.Locale(identifier: "en_US"))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
