import OracleHarness
import SwiftUI

// o099: stadiamaps/ferrostar, NavigationUIBannerViewTests.testErrorBanner_darkMode, dark, @3x.
// NavigationUIBanner(severity: .error) with a Text("No Location Available") label (see o096), dark.
// Snapshotted through the test helper assertView(colorScheme: .dark) (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the dark colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .dark) {
        NavigationUIBanner(severity: .error) {
            Text("No Location Available")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
