import OracleHarness
import SwiftUI

// o532: juanjo72/CoatOfArms, ChoiceButtonTests.testUnselectedButton, light, @3x.
// What the test builds: the answer button: "Spain" (title2) full width in a bordered-prominent
// button tinted the accent colour (the AccentColor asset), clipped to a capsule, padded 16 at the sides.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .fixed(width: 300, height: 100))): a host of
// that size, the view centred in it, no safe area, no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ChoiceButton(viewModel: PreviewChoiceButtonViewModel(tint: .accentColor))
            .padding(.horizontal)
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 100)
