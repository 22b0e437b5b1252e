import OracleHarness
import SwiftUI

// o103: stadiamaps/ferrostar, NavigationUIButtonTests.testImageButton_darkMode, dark, @3x.
// NavigationUIButton with an Image(systemName: "location") label (see o102), dark.
// Snapshotted through the test helper assertView(colorScheme: .dark) (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the dark colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .dark) {
        NavigationUIButton {} label: {
            Image(systemName: "location")
        }
    })
}

let oracleLayout = OracleLayout.sizeThatFits
