import OracleHarness
import SwiftUI

// o109: stadiamaps/ferrostar, OffRouteBannerViewTests.testOffRouteBannerView, light, @3x.
// OffRouteBannerView() padded: its default message String(localized: "Return to the Route") (the
// string catalog's en value is the key) in title2 bold and a Spacer in an HStack, on the default
// instruction row theme's systemBackground, corner radius 12, shadow radius 12.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        OffRouteBannerView().padding()
    })
}

let oracleLayout = OracleLayout.sizeThatFits
