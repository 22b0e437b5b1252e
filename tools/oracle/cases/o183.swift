import OracleHarness
import SwiftUI

// o183: dzhared/xiv-helper, ParameterGridViewTests.testAppearance ("en_US"), light, @3x.
// ParameterGridView(recipe: .example): a two-column LazyVGrid (leading, spacing 8) of five
// "<name>: **<value>**" texts — Recipe Level, Progress, Durability, Quality, Yields (ParameterGridView.swift).
// Snapshotted by the test's assertSnapshot(view:testBundleResourceURL:) (XCTestCase+SnapshotTesting.swift,
// June 2024, iPhone 15 Pro Max): verifySnapshot(matching: view.frame(width: 430, height: 932)
// .environment(\.locale, Locale(identifier: "en_US")), as: .image(precision: 0.98)) — the framed view at
// its ideal size (430 × 932) in a UIHostingController, no interface style (light). The app's own
// `Locale` enum shadows Foundation's here, hence `Foundation.Locale`.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ParameterGridView(recipe: .example)
        .frame(width: 430, height: 932)
        .environment(\.locale, Foundation.Locale(identifier: "en_US"))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
