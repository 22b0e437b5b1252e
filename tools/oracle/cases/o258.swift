import OracleHarness
import SwiftUI

// o258: f3rn4d0n/BitsoChallenge, DSArtworkDetailViewTest.testDSArtworkDetailViewCapability, configuration "Author missing", light, @1x.
// The artwork detail with no author line. Snapshotted as the test does:
// DSArtworkDetailView_Previews.snapshots.assertSnapshots(as: .testStrategy()), the view each
// configuration's configure builds, in a fixed 400 x 500 pt layout (the view centred in it) with
// a display scale of 1 and the light interface style (Feb 2024, iOS 17). The preview's snapshots
// property registers the design system's fonts first, as in the test.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = DSArtworkDetailView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Author missing" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 500)
