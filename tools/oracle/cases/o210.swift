import OracleHarness
import SwiftUI

// o210: gmazzei/WBooks, GradientButtonTests.testGradientButtonDisabled, light, @2x.
// The capsule button disabled: a flat white-0.8 fill (GradientButton.swift).
// Snapshotted as the test does (swift-snapshot-testing 1.8.2, May 2021): assertSnapshot(matching:
// UIHostingController(rootView: view), as: .image(on: config.device), named: config.name) on the iPhoneSe configuration: a 320 × 568 screen, 20 pt safe area above;
// the root centred in the safe area, no interface style (light), Dynamic Type medium (the
// configuration's traits). The reference is 2 px per point (the recording simulator's scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(GradientButton("Button", isEnabled: false))
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
