import OracleHarness
import SwiftUI

// o261: xramos/BusTrip, TripCardViewSnapshotTests.test_snapshots, configuration "Cancelled", light, @3x.
// A trip card: "Visit Gotham" (headline) over a calendar.circle symbol and the end time
// (footnote; 2024-12-18 09:00 UTC in DateFormatter short/short with the recording Mac's current
// locale and time zone, which the test does not state), "Cancelled" (caption) at the bottom
// right, padded 8, on surface, continuous corner 10. Snapshotted as the test does:
// TripCardView_Previews.snapshots.assertSnapshots(as: .image(perceptualPrecision: 0.98, layout:
// .device(config: .iPhoneX(.portrait)))): the configuration's view as the root of a 375 x 812
// screen, safe area 44 above and 34 below, centred in it, iPhoneX traits (content size medium),
// no interface style (light); July 2024, iOS 17.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = TripCardView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Cancelled" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 44, safeBottom: 34)
