import OracleHarness
import SwiftUI

// o055: adammcarter/swift-snapshot-testing-macros, BackgroundAndPadding.backgroundAndPadding(), light, @3x.
// The view is written inline in the test: a Text of the test function's name. The suite's traits
// put the hosting view on a red background (.backgroundColor(.red)) and inset it by the
// library's default 16 pt on every side (.padding); the "min-size" strategy sizes it to fit.
@MainActor func makeOracleView() -> AnyView {
    AnyView(Text("backgroundAndPadding()").padding(16))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(background: .red)
