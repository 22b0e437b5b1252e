import OracleHarness
import SwiftUI

// o056: adammcarter/swift-snapshot-testing-macros, BackgroundAndPadding.backgroundAndPadding(), dark, @3x.
// o055 in the dark appearance (the macro records both): the name of the test function as a
// Text, inset 16 pt on every side, on the red of the dark appearance.
@MainActor func makeOracleView() -> AnyView {
    AnyView(Text("backgroundAndPadding()").padding(16))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(background: .red)
