import OracleHarness
import SwiftUI

// o268: xramos/BusTrip, PreviewSnapshotTests.test_snapshots, configuration "Default", light, @3x.
// The launch preview: the BusIcon image asset (UIImage(named:)), 140 pt wide, over a top-to-
// bottom gradient from primaryBackground to bright that ignores the safe area. Snapshotted as
// the test does: PreviewView_Previews.snapshots.assertSnapshots(as: .image(perceptualPrecision:
// 0.98, layout: .device(config: .iPhoneX(.portrait)))): the configuration's view as the root of
// a 375 x 812 screen, safe area 44 above and 34 below, centred in it, iPhoneX traits (content
// size medium), no interface style (light); July 2024, iOS 17.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = PreviewView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Default" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 44, safeBottom: 34)
