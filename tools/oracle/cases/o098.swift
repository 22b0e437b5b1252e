import OracleHarness
import SwiftUI

// o098: stadiamaps/ferrostar, NavigationUIBannerViewTests.testLoadingBanner_darkMode, dark, @3x.
// NavigationUIBanner(severity: .loading) with a Text("Rerouting...") label (see o095), dark.
// Snapshotted through the test helper assertView(colorScheme: .dark) (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the dark colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .dark) {
        NavigationUIBanner(severity: .loading) {
            Text("Rerouting...")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
