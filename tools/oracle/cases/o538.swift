import OracleHarness
import SwiftUI

// o538: juanjo72/CoatOfArms, MultipleChoiceViewTests.testInteractive, light, @3x (at f02792d).
// What the test builds: three full-width bordered-prominent capsule buttons "Spain", "Argentina",
// "United Kingdom" tinted the accent colour (the AccentColor asset).
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone8))), no
// traits: a 375 × 667 screen, 20 pt status-bar safe area above, the view centred below it, the
// simulator's light appearance.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        MultipleChoiceView(viewModel: MultipleChoiceViewModelDouble_Interative())
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
