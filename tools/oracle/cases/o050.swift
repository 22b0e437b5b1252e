import OracleHarness
import SwiftUI

// o050: xramos/RickAndMorty, CharacterCellViewSnapshotTests.testCharacterCellSnapshots,
// configuration "Light", light, @3x. CharacterCellView_Previews.snapshots' "Light" view:
// CharacterCellView(image: ".../avatar/1.jpeg", name: "Rick Sanchez", status: "Alive")
// .preferredColorScheme(.light); its remote avatar is still loading (a ProgressView). Snapshotted
// with layout .device(config: .iPhoneX(.portrait)): 375 × 812, safe area 44 above, 34 below.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = CharacterCellView_Previews.snapshots
    let light = snapshots.configurations.first { $0.name == "Light" }!
    return snapshots.configure(light.state)
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 44, safeBottom: 34)
