import OracleHarness
import SwiftUI

// o105: stadiamaps/ferrostar, MuteButtonTests.test_muted, light, @3x.
// NavigationUIMuteButton(isMuted: true): the speaker.slash.fill symbol (resizable, 18 × 18) in a
// NavigationUIButton. The test class is MuteUIButtonTests in MuteButtonTests.swift.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        NavigationUIMuteButton(isMuted: true, action: {})
    })
}

let oracleLayout = OracleLayout.sizeThatFits
