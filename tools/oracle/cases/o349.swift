import OracleHarness
import SwiftUI

// o349: maganharenan-portfolio/ios-dino-bestiary, wrong_rate_value_dont_crash, light, @3x.
// AggressivenessRate(rate: -4): clamped to 0, the emoji in .caption and the accent-tinted ProgressView.
// As the test builds it: .image(layout: .device(config: .iPhone13)), no interface style in the traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AggressivenessRate(rate: -4)
    )
}

let oracleLayout = OracleLayout.iPhone13
