import OracleHarness
import PreviewSnapshots
import SwiftUI

// o130: doordash-oss/swiftui-preview-snapshots, PreviewSnapshotsTests.test_modify, light, @1x.
// A String state, "Long Message": the Lorem ipsum text in .title, padded 8, and the test's
// modify closure's 1 pt blue border around it.
// The view is written inline in the test: its ContentView, restated below. The test calls
// snapshots.assertSnapshots(as: .testStrategy, named: "UIKit" with a modify closure { view in view.border(Color.blue) }), which snapshots
// configure(state) of each configuration, named "UIKit-<name>"; here the configuration
// "Long Message". .testStrategy is .image(layout: .fixed(width: 400, height: 400), traits:
// UITraitCollection(displayScale: 1)): a 400 × 400 host at @1x, the view centred, no interface
// style (light).
private struct ContentView: View {
    let message: String

    var body: some View {
        Text(message)
            .font(.title)
            .padding(8)
    }
}

@MainActor func makeOracleView() -> AnyView {
    let snapshots = PreviewSnapshots<String>(
        configurations: [
            .init(name: "Short Message", state: "Hello!"),
            .init(name: "Long Message", state: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.")
        ],
        configure: {
            ContentView(message: $0)
        }
    )
    let configuration = snapshots.configurations.first { $0.name == "Long Message" }!
    // The test's modify closure.
    return AnyView(snapshots.configure(configuration.state).border(Color.blue))
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 400)
