import OracleHarness
import SwiftUI

// o100: stadiamaps/ferrostar, NavigationUIButtonTests.testTextButton, light, @3x.
// NavigationUIButton with a Text("Start Navigation") label: a Button in NavigationUIButtonStyle
// (padding, systemBackground, primary foreground, capsule clip, min 52 × 52, shadow radius 8).
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        NavigationUIButton {} label: {
            Text("Start Navigation")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
