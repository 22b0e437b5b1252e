import OracleHarness
import SwiftUI

// o110: stadiamaps/ferrostar, OffRouteBannerViewTests.testOffRouteBannerViewCustomLargeMessage, light, @3x.
// OffRouteBannerView with a long custom message, padded: the message in title2 bold (padded) and a
// Spacer in an HStack, on the default instruction row theme's systemBackground with primary
// foreground, corner radius 12, shadow radius 12.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        OffRouteBannerView(
            message: "You are off route, a re-route may be underway but you may also be able to return to the route if you have no data."
        ).padding()
    })
}

let oracleLayout = OracleLayout.sizeThatFits
