import OracleHarness
import PreviewSnapshots
import SwiftUI

// o127: doordash-oss/swiftui-preview-snapshots, PreviewSnapshotsTestAppTests.test_observableObjectSnapshots, light, @1x.
// ObservableObjectView with the "Too Short" model (input "Hi", validate() set errorMessage to
// "Message Too Short"): a plain TextField("Input") showing "Hi", the error in caption red, and a
// Button("Submit"), VStack spacing 8, padded 8.
// The test calls ObservableObjectView_Previews.snapshots.assertSnapshots(as: .testStrategy(), named: "iOS"),
// which snapshots configure(state) of each configuration, named "iOS-<name>"; here the
// configuration "Too Short". Its .testStrategy is .image(layout: .fixed(width: 400, height: 400),
// traits: displayScale 1 and userInterfaceStyle .light): a 400 × 400 host at @1x, the view centred.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = ObservableObjectView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Too Short" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 400)
