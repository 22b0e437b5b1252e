import OracleHarness
import SwiftUI

// o337: maganharenan-portfolio/ios-dino-bestiary, common_states, light, @3x.
// AggressivenessRate(rate: 0): the emoji in .caption and a ProgressView at 0/10, accent-tinted.
// As the test builds it: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)),
// assertion 1 of common_states.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: 0)
    )
}

let oracleLayout = OracleLayout.iPhone13
