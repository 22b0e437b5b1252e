import OracleHarness
import SwiftUI

// o250: f3rn4d0n/BitsoChallenge, DSArtistDetailViewTest.testDSArtistDetailViewCapability, configuration "Full", light, @1x.
// An artist detail: a divider, "Leonardo da Vinci: 15 April 1452 – 2 May 1519" (bold 12), "Other
// artist names:" and the two names (italic), the long biography (italic 12, padded), on neutral.
// Snapshotted as the test does: DSArtistDetailView_Previews.snapshots.assertSnapshots(as:
// .testStrategy()), the view each configuration's configure builds, in a fixed 400 x 500 pt
// layout (the view centred in it) with a display scale of 1 and the light interface style (Feb
// 2024, iOS 17). The preview's snapshots property registers the design system's fonts first, as
// in the test.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = DSArtistDetailView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Full" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 500)
