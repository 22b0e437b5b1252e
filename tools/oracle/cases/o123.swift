import OracleHarness
import PreviewSnapshots
import SwiftUI

// o123: doordash-oss/swiftui-preview-snapshots, PreviewSnapshotsTestAppTests.test_simpleViewSnapshots, light, @1x.
// SimpleView(message: "Hello World"): a globe symbol (imageScale .large, the accent colour) over
// the message, VStack spacing 8, padded 8.
// The test calls SimpleView_Previews.snapshots.assertSnapshots(as: .testStrategy(), named: "iOS"),
// which snapshots configure(state) of each configuration, named "iOS-<name>"; here the
// configuration "Short Message". Its .testStrategy is .image(layout: .fixed(width: 400, height: 400),
// traits: displayScale 1 and userInterfaceStyle .light): a 400 × 400 host at @1x, the view centred.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = SimpleView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Short Message" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 400)
