import OracleHarness
import SwiftUI

// o076: renaudjenny/SwiftClockUI, ClockTests.testClockViewWithFace, light, @3x.
// ClockViewWithFace_Previews.previews: the classic clock at 8:17 with its face shown (eyes and a
// mouth drawn as shapes), snapshotted with the package's `.default` strategy,
// .image(layout: .fixed(width: 200, height: 200)).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ClockViewWithFace_Previews.previews)
}

let oracleLayout = OracleLayout.fixed(width: 200, height: 200)
