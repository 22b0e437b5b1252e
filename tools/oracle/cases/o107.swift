import OracleHarness
import SwiftUI

// o107: stadiamaps/ferrostar, CurrentRoadViewTests.testDefaultCurrentRoadView, light, @3x.
// CurrentRoadNameView(currentRoadName: "Sesame Street") with the default theme: callout bold white
// text (centred, minimum scale 0.5) padded 6 × 12 on systemBlue, clipped to a 48 pt rounded
// rectangle with a 2 pt white border.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        CurrentRoadNameView(currentRoadName: "Sesame Street")
    })
}

let oracleLayout = OracleLayout.sizeThatFits
