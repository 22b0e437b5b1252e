import OracleHarness
import SwiftUI

// o342: maganharenan-portfolio/ios-dino-bestiary, common_states, light, @3x.
// AggressivenessRate(rate: 10): the emoji in .caption and a ProgressView at 10/10, accent-tinted.
// As the test builds it: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)),
// assertion 6 of common_states.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: 10)
    )
}

let oracleLayout = OracleLayout.iPhone13
