import OracleHarness
import SwiftUI

// o539: juanjo72/CoatOfArms, MultipleChoiceViewTests.testRightChoice, light, @3x (at f02792d).
// What the test builds: the three answer buttons, "Argentina" tinted green (the right choice).
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone8))), no
// traits: a 375 × 667 screen, 20 pt status-bar safe area above, the view centred below it, the
// simulator's light appearance.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        MultipleChoiceView(viewModel: MultipleChoiceViewModelDouble_RightChoice())
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
