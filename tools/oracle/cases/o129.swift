import OracleHarness
import PreviewSnapshots
import SwiftUI

// o129: doordash-oss/swiftui-preview-snapshots, PreviewSnapshotsTests.test_namedPreviewState, light, @1x.
// A NamedPreviewState, "Long": the title (.title, 4 below), the subtitle (.subheadline, 16 below)
// and the Lorem ipsum message (.body) in a VStack(spacing: 0), padded 8.
// The view is written inline in the test: its ContentView, restated below. The test calls
// snapshots.assertSnapshots(as: .testStrategy, named: "UIKit"), which snapshots
// configure(state) of each configuration, named "UIKit-<name>"; here the configuration
// "Long". .testStrategy is .image(layout: .fixed(width: 400, height: 400), traits:
// UITraitCollection(displayScale: 1)): a 400 × 400 host at @1x, the view centred, no interface
// style (light).
private struct ContentView: View {
    let title: String
    let subtitle: String
    let message: String

    var body: some View {
        VStack(spacing: 0) {
            Text(title)
                .font(.title)
                .padding(.bottom, 4)

            Text(subtitle)
                .font(.subheadline)
                .padding(.bottom, 16)

            Text(message)
                .font(.body)
        }
        .padding(8)
    }
}

private struct PreviewState: NamedPreviewState {
    let name: String
    let title: String
    let subtitle: String
    let message: String
}

@MainActor func makeOracleView() -> AnyView {
    let snapshots = PreviewSnapshots<PreviewState>(
        states: [
            .init(name: "Short", title: "Hello", subtitle: "PreviewSnapshots", message: "This is a test"),
            .init(
                name: "Long",
                title: "Hello PreviewSnapshots",
                subtitle: "Welcome to a PreviewSnapshots unit test",
                message: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
            )
        ],
        configure: { state in
            ContentView(title: state.title, subtitle: state.subtitle, message: state.message)
        }
    )
    let configuration = snapshots.configurations.first { $0.name == "Long" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 400)
