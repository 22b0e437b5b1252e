import OracleHarness
import SwiftUI

// o075: renaudjenny/SwiftClockUI, ClockTests.testClockViewDifferentColors, light, @3x.
// ClockViewDifferentColors_Previews.previews: the classic clock at 10:10 with a red minute arm, a
// blue hour arm, an orange border and green indicators, snapshotted with the package's `.default`
// strategy, .image(layout: .fixed(width: 200, height: 200)).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ClockViewDifferentColors_Previews.previews)
}

let oracleLayout = OracleLayout.fixed(width: 200, height: 200)
