import OracleHarness
import SwiftUI

// o345: maganharenan-portfolio/ios-dino-bestiary, common_states, dark, @3x.
// AggressivenessRate(rate: 5): the emoji in .caption and a ProgressView at 5/10, accent-tinted.
// As the test builds it: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)),
// assertion 9 of common_states.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: 5)
    )
}

let oracleLayout = OracleLayout.iPhone13
