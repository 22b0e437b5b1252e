import OracleHarness
import SwiftUI

// o208: gmazzei/WBooks, GradientButtonTests.testGradientButtonEnabled, light, @2x.
// The gradient capsule button (GradientButton.swift, WBooksColors.swift).
// Snapshotted as the test does (swift-snapshot-testing 1.8.2, May 2021): assertSnapshot(matching:
// UIHostingController(rootView: view), as: .image(on: config.device), named: config.name) on the iPhoneX configuration: a 375 × 812 screen, safe area 44 above and 34 below;
// the root centred in the safe area, no interface style (light), Dynamic Type medium (the
// configuration's traits). The reference is 2 px per point (the recording simulator's scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(GradientButton("Button"))
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 44, safeBottom: 34)
