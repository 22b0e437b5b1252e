import OracleHarness
import PreviewSnapshots
import SwiftUI

// o126: doordash-oss/swiftui-preview-snapshots, PreviewSnapshotsTestAppTests.test_previewStateLightAndDark, dark, @1x.
// PreviewStateView with the "Long" state (title "Hello PreviewSnapshots", subtitle "Welcome to
// PreviewSnapshots", the Lorem ipsum message): title and subheadline, spacing 8, the body 24 below,
// centred text, padded 8; the "Dark" strategy.
// The test calls PreviewStateView_Previews.snapshots.assertSnapshots(as: ["Light": .testStrategy(userInterfaceStyle: .light), "Dark": .testStrategy(userInterfaceStyle: .dark)], named: "iOS"),
// which snapshots configure(state) of each configuration, named "iOS-<name>" plus "-Light"/"-Dark"; here the
// configuration "Long". Its .testStrategy is .image(layout: .fixed(width: 400, height: 400),
// traits: displayScale 1 and userInterfaceStyle .dark): a 400 × 400 host at @1x, the view centred.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = PreviewStateView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "Long" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 400)
