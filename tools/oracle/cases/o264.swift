import OracleHarness
import SwiftUI

// o264: xramos/BusTrip, StopInfoViewSnapshotTests.test_snapshots, configuration "Default", light, @3x.
// A stop card: "Gotham" (caption) over a calendar.circle symbol and the stop time (caption2;
// current locale and time zone), padded 8, on surfaceSelected, continuous corner 10. Snapshotted
// as the test does: StopInfoView_Previews.snapshots.assertSnapshots(as:
// .image(perceptualPrecision: 0.98, layout: .device(config: .iPhoneX(.portrait)))): the
// configuration's view as the root of a 375 x 812 screen, safe area 44 above and 34 below,
// centred in it, iPhoneX traits (content size medium), no interface style (light); July 2024,
// iOS 17.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = StopInfoView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Default" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 44, safeBottom: 34)
