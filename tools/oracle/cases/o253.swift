import OracleHarness
import SwiftUI

// o253: f3rn4d0n/BitsoChallenge, DSArtistDetailViewTest.testDSArtistDetailViewCapability, configuration "Detail Missing", light, @1x.
// The artist detail without the biography. Snapshotted as the test does:
// DSArtistDetailView_Previews.snapshots.assertSnapshots(as: .testStrategy()), the view each
// configuration's configure builds, in a fixed 400 x 500 pt layout (the view centred in it) with
// a display scale of 1 and the light interface style (Feb 2024, iOS 17). The preview's snapshots
// property registers the design system's fonts first, as in the test.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = DSArtistDetailView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Detail Missing" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 500)
