import OracleHarness
import SwiftUI

// o051: xramos/RickAndMorty, TitleValueSnapshotTests.testTitleValueSnapshots, configuration
// "Light", light, @3x. TitleValueView_Previews.snapshots' "Light" view: TitleValueView(title:
// "Gender", value: "Unknown").preferredColorScheme(.light), snapshotted with layout
// .device(config: .iPhoneX(.portrait)): 375 × 812, safe area 44 above, 34 below.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = TitleValueView_Previews.snapshots
    let light = snapshots.configurations.first { $0.name == "Light" }!
    return snapshots.configure(light.state)
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 44, safeBottom: 34)
