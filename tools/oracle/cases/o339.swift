import OracleHarness
import SwiftUI

// o339: maganharenan-portfolio/ios-dino-bestiary, common_states, light, @3x.
// AggressivenessRate(rate: 5): the emoji in .caption and a ProgressView at 5/10, accent-tinted.
// As the test builds it: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)),
// assertion 3 of common_states.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: 5)
    )
}

let oracleLayout = OracleLayout.iPhone13
