import OracleHarness
import SwiftUI

// o248: f3rn4d0n/BitsoChallenge, DSErrorAlertTest.testDSErrorAlertCapability, configuration "Two actions", light, @1x.
// An alert card: 24 pt warning triangle, "Alert title", the detail text, "Try again" (mainly)
// and "Cancel" (secondary) DSButtons, on secondary, corner 12, over tertiary at 0.5 filling the
// frame; ErrorDetail is iOSChallengeEntities' (stub package). Snapshotted as the test does:
// DSErrorAlert_Previews.snapshots.assertSnapshots(as: .testStrategy()), the view each
// configuration's configure builds, in a fixed 400 x 500 pt layout (the view centred in it) with
// a display scale of 1 and the light interface style (Feb 2024, iOS 17). The preview's snapshots
// property registers the design system's fonts first, as in the test.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = DSErrorAlert_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Two actions" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 500)
