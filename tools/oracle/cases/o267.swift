import OracleHarness
import SwiftUI

// o267: xramos/BusTrip, ReportDatePickerSnapshotTests.test_snapshots, configuration "Default", light, @3x.
// A collapsed date-picker card: "Report date:" (bold) over the date (2018-12-18 08:00 UTC in
// DateFormatter short/short with the current locale and time zone, set on appear), padded 8, on
// surface, corner 10. Snapshotted as the test does:
// ReportDatePicker_Previews.snapshots.assertSnapshots(as: .image(perceptualPrecision: 0.98,
// layout: .device(config: .iPhoneX(.portrait)))): the configuration's view as the root of a 375
// x 812 screen, safe area 44 above and 34 below, centred in it, iPhoneX traits (content size
// medium), no interface style (light); July 2024, iOS 17.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = ReportDatePicker_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Default" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 44, safeBottom: 34)
