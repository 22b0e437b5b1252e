import OracleHarness
import SwiftUI

// o106: stadiamaps/ferrostar, MuteButtonTests.test_unmuted_darkMode, dark, @3x.
// NavigationUIMuteButton(isMuted: false): the speaker.2.fill symbol (resizable, 18 × 18) in a
// NavigationUIButton, dark. The test class is MuteUIButtonTests in MuteButtonTests.swift.
// Snapshotted through the test helper assertView(colorScheme: .dark) (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the dark colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .dark) {
        NavigationUIMuteButton(isMuted: false, action: {})
    })
}

let oracleLayout = OracleLayout.sizeThatFits
