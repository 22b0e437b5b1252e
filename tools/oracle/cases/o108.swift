import OracleHarness
import SwiftUI

// o108: stadiamaps/ferrostar, CurrentRoadViewTests.testDefaultCurrentRoadViewFunkyStyle, light, @3x.
// CurrentRoadNameView(currentRoadName: "Sesame Street") restyled with the view's own modifiers:
// the test file's CustomRoadNameViewTheme (white headline text on green, yellow border), a 6 pt
// border, 16 pt padding on every side and a 16 pt rounded rectangle as its shape.
// Snapshotted through the test helper assertView (restated as ferrostarAssertView in
// stubs/_apps/stadiamaps+ferrostar): the content in the light colour scheme, framed 430 × 932 on
// the helper's green background, .image(precision: 0.99): size that fits, no traits.

/// The test file's theme (CurrentRoadViewTests.swift), restated.
struct CustomRoadNameViewTheme: RoadNameViewTheme {
    let textColor: Color = .white
    let textFont: Font = .headline
    let backgroundColor: Color = .green
    let borderColor: Color = .yellow
}

@MainActor func makeOracleView() -> AnyView {
    AnyView(ferrostarAssertView(colorScheme: .light) {
        CurrentRoadNameView(currentRoadName: "Sesame Street")
            .theme(CustomRoadNameViewTheme())
            .borderWidth(6)
            .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
            .shape(RoundedRectangle(cornerRadius: 16))
    })
}

let oracleLayout = OracleLayout.sizeThatFits
