import OracleHarness
import SwiftUI

// o247: f3rn4d0n/BitsoChallenge, DSContentUnavailableViewTest.testContentUnavailableViewCapabilityDarkMode, configuration "Normal", dark, @1x.
// The same, dark (testStrategy(userInterfaceStyle: .dark)). Snapshotted as the test does:
// DSContentUnavailableView_Previews.snapshots.assertSnapshots(as:
// .testStrategy(userInterfaceStyle: .dark)), the view each configuration's configure builds, in
// a fixed 400 x 500 pt layout (the view centred in it) with a display scale of 1 and the dark
// interface style (Feb 2024, iOS 17). The preview's snapshots property registers the design
// system's fonts first, as in the test.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = DSContentUnavailableView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Normal" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 500)
