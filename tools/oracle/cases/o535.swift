import OracleHarness
import SwiftUI

// o535: juanjo72/CoatOfArms, ErrorViewTests.testErrorView, light, @3x.
// What the test builds: a 120 pt exclamationmark.shield.fill, the message (title2 light, centred)
// and a full-width "Try again" bordered-prominent capsule button tinted .accent, 30 pt apart, at
// most 300 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .fixed(width: 402, height: 874))): a host of
// that size, the view centred in it, no safe area, no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ErrorView(
            message: "The Internet conncection appears to be offline.",
            style: .default,
            action: {}
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 402, height: 874)
