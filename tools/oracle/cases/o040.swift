import OracleHarness
import SwiftUI

// o040: diegopetrucci/Marvel-API-demo, HeroDescriptionViewSnapshotTests.test_loaded, light, @2x.
// The hero description (name, red "💪 Recruit to Squad" button, wrapped description) on the
// app's dark background, snapshotted through the 2020 test helper (a UIHostingController sized
// to fit on an iPhone 11): the host proposed the screen's 414 pt width and kept the 44 pt
// status-bar safe area as a blank band above the view, then sized itself to the view (the
// reference is narrower than 414 pt: the width of the wrapped text).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        HeroDescriptionView(
            superhero: .fixture(),
            button: .init(
                text: "💪 Recruit to Squad",
                backgroundColor: Colors.buttonBackground,
                backgroundColorPressed: Colors.buttonBackgroundPressed,
                onPress: {}
            )
        )
        .background(Colors.background)
        .padding(.top, 44)
    )
}

let oracleLayout = OracleLayout.fitting(width: 414)
