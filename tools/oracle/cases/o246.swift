import OracleHarness
import SwiftUI

// o246: f3rn4d0n/BitsoChallenge, DSContentUnavailableViewTest.testContentUnavailableViewCapabilityLight, configuration "Normal", light, @1x.
// A ContentUnavailableView: Label "No artworks founded" with book.fill (bold 18) over "Pull to
// refresh" (regular 12). Snapshotted as the test does:
// DSContentUnavailableView_Previews.snapshots.assertSnapshots(as: .testStrategy()), the view
// each configuration's configure builds, in a fixed 400 x 500 pt layout (the view centred in it)
// with a display scale of 1 and the light interface style (Feb 2024, iOS 17). The preview's
// snapshots property registers the design system's fonts first, as in the test.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = DSContentUnavailableView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Normal" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 500)
