import OracleHarness
import SwiftUI

// o454: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.statusDotDisconnected, light, @3x.
// What the test builds: the status dot alone in the disabled grey.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSListStatusDot(isConnected: false)
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
