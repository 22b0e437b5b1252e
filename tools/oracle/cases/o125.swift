import OracleHarness
import PreviewSnapshots
import SwiftUI

// o125: doordash-oss/swiftui-preview-snapshots, PreviewSnapshotsTestAppTests.test_previewStateViewSnapshots, light, @1x.
// PreviewStateView(title: "Hello", subtitle: "PreviewSnapshots", message: "This is a test"): the
// title (.title) over the subtitle (.subheadline), spacing 8, then the message (.body) 24 below,
// centred text, padded 8.
// The test calls PreviewStateView_Previews.snapshots.assertSnapshots(as: .testStrategy(), named: "iOS"),
// which snapshots configure(state) of each configuration, named "iOS-<name>"; here the
// configuration "Short". Its .testStrategy is .image(layout: .fixed(width: 400, height: 400),
// traits: displayScale 1 and userInterfaceStyle .light): a 400 × 400 host at @1x, the view centred.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = PreviewStateView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Short" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 400)
