import OracleHarness
import PreviewSnapshots
import SwiftUI

// o128: doordash-oss/swiftui-preview-snapshots, PreviewSnapshotsTests.test_tupleState, light, @1x.
// A (message, count) tuple state, "Large": ("Hello PreviewSnapshotsTests", 1_000) — the message in
// .title over an HStack (spacing 4, body font) of a "+" button, the count and a "-" button, VStack
// spacing 24, no padding.
// The view is written inline in the test: its ContentView, restated below. The test calls
// snapshots.assertSnapshots(as: .testStrategy, named: "UIKit"), which snapshots
// configure(state) of each configuration, named "UIKit-<name>"; here the configuration
// "Large". .testStrategy is .image(layout: .fixed(width: 400, height: 400), traits:
// UITraitCollection(displayScale: 1)): a 400 × 400 host at @1x, the view centred, no interface
// style (light).
private struct ContentView: View {
    let message: String
    let count: Int

    var body: some View {
        VStack(spacing: 24) {
            Text(message).font(.title)

            HStack(spacing: 4) {
                Button("+") {
                    // Increment
                }

                Text("\(count)")

                Button("-") {
                    // Decrement
                }
            }
            .font(.body)
        }
    }
}

@MainActor func makeOracleView() -> AnyView {
    let snapshots = PreviewSnapshots<(message: String, count: Int)>(
        configurations: [
            .init(name: "Small", state: ("Hello", 1)),
            .init(name: "Large", state: ("Hello PreviewSnapshotsTests", 1_000)),
        ],
        configure: {
            ContentView(message: $0.message, count: $0.count)
        }
    )
    let configuration = snapshots.configurations.first { $0.name == "Large" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 400)
