import OracleHarness
import SwiftUI

// o185: dzhared/xiv-helper, ItemNodesViewTests.testAppearance ("en_US"), light, @3x.
// ItemNodesView(nodes: [.example, .example, .example]): a NavigationStack (inline title from
// AppStrings.Navigation.allNodes) over a List of three rows — the map name (bold) over
// "<name> (x: <x>, y: <y>)" (subheadline, secondary) (ItemNodesView.swift; Node.example from Node.swift).
// Snapshotted by the test's assertSnapshot(view:testBundleResourceURL:) (XCTestCase+SnapshotTesting.swift,
// June 2024, iPhone 15 Pro Max): verifySnapshot(matching: view.frame(width: 430, height: 932)
// .environment(\.locale, Locale(identifier: "en_US")), as: .image(precision: 0.98)) — the framed view at
// its ideal size (430 × 932) in a UIHostingController, no interface style (light). The app's own
// `Locale` enum shadows Foundation's here, hence `Foundation.Locale`.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ItemNodesView(nodes: [.example, .example, .example])
        .frame(width: 430, height: 932)
        .environment(\.locale, Foundation.Locale(identifier: "en_US"))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
