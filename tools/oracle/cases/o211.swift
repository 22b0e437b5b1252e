import OracleHarness
import SwiftUI

// o211: gmazzei/WBooks, HollowButtonTests.testHollowButton, light, @2x.
// A full-width hollow capsule button: "Button" (body bold, uppercased, blue) in a 2 pt blue capsule
// stroke (HollowButton.swift).
// Snapshotted as the test does (swift-snapshot-testing 1.8.2, May 2021): assertSnapshot(matching:
// UIHostingController(rootView: view), as: .image(on: config.device), named: config.name) on the iPhone8 configuration: a 375 × 667 screen, 20 pt safe area above;
// the root centred in the safe area, no interface style (light), Dynamic Type medium (the
// configuration's traits). The reference is 2 px per point (the recording simulator's scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(HollowButton("Button"))
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
