import OracleHarness
import SwiftUI

// o095: stadiamaps/ferrostar, NavigationUIBannerViewTests.testLoadingBanner, light, @3x.
// NavigationUIBanner(severity: .loading) with a Text("Rerouting...") label: the
// hourglass.circle.fill symbol and the label, padded 8 × 12, on systemBackground, in a capsule.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        NavigationUIBanner(severity: .loading) {
            Text("Rerouting...")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
