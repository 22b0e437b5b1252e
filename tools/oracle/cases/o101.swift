import OracleHarness
import SwiftUI

// o101: stadiamaps/ferrostar, NavigationUIButtonTests.testTextButton_darkMode, dark, @3x.
// NavigationUIButton with a Text("Start Navigation") label (see o100), dark.
// Snapshotted through the test helper assertView(colorScheme: .dark) (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the dark colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .dark) {
        NavigationUIButton {} label: {
            Text("Start Navigation")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
