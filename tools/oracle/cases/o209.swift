import OracleHarness
import SwiftUI

// o209: gmazzei/WBooks, GradientButtonTests.testGradientButtonEnabled, light, @2x.
// The gradient capsule button, landscape (GradientButton.swift, WBooksColors.swift).
// Snapshotted as the test does (swift-snapshot-testing 1.8.2, May 2021): assertSnapshot(matching:
// UIHostingController(rootView: view), as: .image(on: config.device), named: config.name) on the iPhoneSe(.landscape) configuration: a 568 × 320 screen, no safe area;
// the root centred in the safe area, no interface style (light), Dynamic Type medium (the
// configuration's traits). The reference is 2 px per point (the recording simulator's scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(GradientButton("Button"))
}

let oracleLayout = OracleLayout.device(width: 568, height: 320, safeTop: 0, safeBottom: 0)
