import OracleHarness
import SwiftUI

// o347: maganharenan-portfolio/ios-dino-bestiary, common_states, dark, @3x.
// AggressivenessRate(rate: 9): the emoji in .caption and a ProgressView at 9/10, accent-tinted.
// As the test builds it: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)),
// assertion 11 of common_states.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: 9)
    )
}

let oracleLayout = OracleLayout.iPhone13
