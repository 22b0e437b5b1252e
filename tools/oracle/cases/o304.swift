import OracleHarness
import SwiftUI

// o304: nikolay-dementiev/DMUnLoader, DMProgressViewTests.testThatProgressIndicatorHasSmallSize (first snapshot), dark, @3x.
// The progress view with a small indicator (its default "Loading..." text over a ProgressView on
// its container colour, at most half its 300 x 300 geometry, fixed size), in the tests'
// LoadingViewContainer (stubs/_apps/nikolay-dementiev+DMUnLoader): padded 15 on 0.8 gray, corner
// 10, padded 15, over 0.2 black filling the screen.
// Snapshotted as the test does: .image(layout: .device(config: .iPhone13Pro), traits:
// .init(userInterfaceStyle: .dark)): the view as the root of a 390 x 844 screen, safe area 47
// above and 34 below, centred in it, iPhone13Pro traits (content size medium), dark; Nov-Dec 2025.
@MainActor func makeOracleView() -> AnyView {
    let settings = DMProgressViewDefaultSettings(
        progressIndicatorProperties: ProgressIndicatorProperties(size: .small)
    )
    return AnyView(LoadingViewContainer { DMProgressView(settings: settings) })
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
