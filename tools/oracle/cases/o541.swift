import OracleHarness
import SwiftUI

// o541: juanjo72/CoatOfArms, RemainingLivesViewTests.test, light, @3x (at f02792d).
// What the test builds: three 10 pt gray-stroked circles in an HStack, the first filled gray.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone8))), no
// traits: a 375 × 667 screen, 20 pt status-bar safe area above, the view centred below it, the
// simulator's light appearance.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        RemainingLivesView(viewModel: RemainingLivesViewModel_Double(numberOfLives: 1, totalLives: 3))
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
