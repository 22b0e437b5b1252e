import OracleHarness
import SwiftUI

// o259: f3rn4d0n/BitsoChallenge, DSImageTest.testDSImageCapability, configuration "Empty Image", light, @1x.
// The missing-image symbol person.crop.circle.badge.questionmark.fill, resizable, fit, padded.
// Snapshotted as the test does: DSImage_Previews.snapshots.assertSnapshots(as: .testStrategy()),
// the view each configuration's configure builds, in a fixed 400 x 500 pt layout (the view
// centred in it) with a display scale of 1 and the light interface style (Feb 2024, iOS 17). The
// preview's snapshots property registers the design system's fonts first, as in the test.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = DSImage_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Empty Image" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 500)
