import OracleHarness
import SwiftUI

// o536: juanjo72/CoatOfArms, GameOverViewTests.testGameOver, light, @3x.
// What the test builds: "Game Over" (headline), "Score: 12" (subheadline) and an "Again"
// bordered-prominent capsule button, 20 pt apart.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .fixed(width: 300, height: 300))): a host of
// that size, the view centred in it, no safe area, no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        GameOverView(
            score: 12,
            style: .default,
            action: {}
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 300)
