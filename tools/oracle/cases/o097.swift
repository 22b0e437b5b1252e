import OracleHarness
import SwiftUI

// o097: stadiamaps/ferrostar, NavigationUIBannerViewTests.testInfoBanner_darkMode, dark, @3x.
// NavigationUIBanner(severity: .info) with a Text("Something Useful") label (see o094), dark.
// Snapshotted through the test helper assertView(colorScheme: .dark) (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the dark colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .dark) {
        NavigationUIBanner(severity: .info) {
            Text("Something Useful")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
