import OracleHarness
import SwiftUI

// o346: maganharenan-portfolio/ios-dino-bestiary, common_states, dark, @3x.
// AggressivenessRate(rate: 8): the emoji in .caption and a ProgressView at 8/10, accent-tinted.
// As the test builds it: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)),
// assertion 10 of common_states.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: 8)
    )
}

let oracleLayout = OracleLayout.iPhone13
