import OracleHarness
import SwiftUI

// o040: diegopetrucci/Marvel-API-demo, HeroDescriptionViewSnapshotTests.test_loaded, light, @2x.
// The hero description (name, red "💪 Recruit to Squad" button, wrapped description) on the
// app's dark background, snapshotted through the 2020 test helper (a UIHostingController sized
// to fit on an iPhone 11): the host proposed the screen's 414 pt width and kept the 44 pt
// status-bar safe area as a blank band above the view. iOS fitted the width to the wrapped text
// (the reference is narrower than 414 pt); RowFrame has no width-only proposal for a fitted
// host, so the view is proposed 414 pt in a 414 pt frame (centred).
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
        .frame(width: 414)
        .fixedSize(horizontal: false, vertical: true)
        .padding(.top, 44)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
