import OracleHarness
import SwiftUI

// o186: dzhared/xiv-helper, LodestoneNewsArticleViewTests.testAppearance ("en_US"), light, @3x.
// LodestoneNewsArticleView(article: .example): a NavigationView — the article's AsyncImage over a
// ScrollView of the title (largeTitle, bold), a Divider and the description; a bottom-bar toolbar with
// "Open in Web Browser" and "Share" labels (LodestoneNewsArticleView.swift).
// Snapshotted by the test's assertSnapshot(view:testBundleResourceURL:) (XCTestCase+SnapshotTesting.swift,
// June 2024, iPhone 15 Pro Max): verifySnapshot(matching: view.frame(width: 430, height: 932)
// .environment(\.locale, Locale(identifier: "en_US")), as: .image(precision: 0.98)) — the framed view at
// its ideal size (430 × 932) in a UIHostingController, no interface style (light). The app's own
// `Locale` enum shadows Foundation's here, hence `Foundation.Locale`.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        LodestoneNewsArticleView(article: .example)
        .frame(width: 430, height: 932)
        .environment(\.locale, Foundation.Locale(identifier: "en_US"))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
