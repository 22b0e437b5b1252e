import OracleHarness
import SwiftUI

// o096: stadiamaps/ferrostar, NavigationUIBannerViewTests.testErrorBanner, light, @3x.
// NavigationUIBanner(severity: .error) with a Text("No Location Available") label: the
// exclamationmark.triangle symbol and the label, padded 8 × 12, on systemBackground, in a capsule.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        NavigationUIBanner(severity: .error) {
            Text("No Location Available")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
