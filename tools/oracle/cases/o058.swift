import OracleHarness
import SwiftUI

// o058: adammcarter/swift-snapshot-testing-macros, Blue.blue(), light, @3x.
// Inline view: a Text of the test function's name; the suite's .backgroundColor(.blue) trait
// paints the hosting view blue. Sized to fit, no padding.
@MainActor func makeOracleView() -> AnyView {
    AnyView(Text("blue()"))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(background: .blue)
