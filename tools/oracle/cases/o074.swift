import OracleHarness
import SwiftUI

// o074: renaudjenny/SwiftClockUI, ClockTests.testDefaultClockView, light, @3x.
// ClockView_Previews.previews: the classic clock (stroked circle border, minute and hour
// indicators, hour and minute arms) at 10:10 in the environment's calendar, snapshotted with the
// package's `.default` strategy, .image(layout: .fixed(width: 200, height: 200)).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ClockView_Previews.previews)
}

let oracleLayout = OracleLayout.fixed(width: 200, height: 200)
