import OracleHarness
import SwiftUI

// o187: dzhared/xiv-helper, InfoViewTests.testAppearance ("en_US"), light, @3x.
// InfoView(): a NavigationStack titled AppStrings.Navigation.info over an inset-grouped List — the
// about text, a section of the Credits and Legal navigation links and the Privacy Policy link, and
// "Database version: <store>" (SettingsManager's default store name, a stub) (InfoView.swift).
// Snapshotted by the test's assertSnapshot(view:testBundleResourceURL:) (XCTestCase+SnapshotTesting.swift,
// June 2024, iPhone 15 Pro Max): verifySnapshot(matching: view.frame(width: 430, height: 932)
// .environment(\.locale, Locale(identifier: "en_US")), as: .image(precision: 0.98)) — the framed view at
// its ideal size (430 × 932) in a UIHostingController, no interface style (light). The app's own
// `Locale` enum shadows Foundation's here, hence `Foundation.Locale`.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        InfoView()
        .frame(width: 430, height: 932)
        .environment(\.locale, Foundation.Locale(identifier: "en_US"))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
