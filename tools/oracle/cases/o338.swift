import OracleHarness
import SwiftUI

// o338: maganharenan-portfolio/ios-dino-bestiary, common_states, light, @3x.
// AggressivenessRate(rate: 4): the emoji in .caption and a ProgressView at 4/10, accent-tinted.
// As the test builds it: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)),
// assertion 2 of common_states.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: 4)
    )
}

let oracleLayout = OracleLayout.iPhone13
