import OracleHarness
import SwiftUI

// o092: renaudjenny/SwiftClockUI, ClockFaceTests.testClockFaceSmiling, light, @3x.
// ClockFaceSmiling_Previews.previews: a 1 pt stroked circle with the clock's smiling face (eyes
// and mouth shapes) shown, snapshotted with the package's `.default` strategy,
// .image(layout: .fixed(width: 200, height: 200)).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ClockFaceSmiling_Previews.previews)
}

let oracleLayout = OracleLayout.fixed(width: 200, height: 200)
