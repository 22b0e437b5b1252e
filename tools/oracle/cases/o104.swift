import OracleHarness
import SwiftUI

// o104: stadiamaps/ferrostar, NavigationUIZoomButtonTests.testNavigationUIZoomButton, light, @3x.
// NavigationUIZoomButton: plus and minus symbols (resizable, 18 × 18) as padded buttons around
// a 52 pt-wide Divider, primary foreground on systemBackground, capsule clip, shadow radius 8.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        NavigationUIZoomButton(
            onZoomIn: {},
            onZoomOut: {}
        )
    })
}

let oracleLayout = OracleLayout.sizeThatFits
