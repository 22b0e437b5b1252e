import OracleHarness
import SwiftUI

// o094: stadiamaps/ferrostar, NavigationUIBannerViewTests.testInfoBanner, light, @3x.
// NavigationUIBanner(severity: .info) with a Text("Something Useful") label: the info.circle.fill
// symbol and the label in an HStack, padded 8 × 12, on systemBackground, clipped to a capsule.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        NavigationUIBanner(severity: .info) {
            Text("Something Useful")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
