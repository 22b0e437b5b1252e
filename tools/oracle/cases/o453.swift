import OracleHarness
import SwiftUI

// o453: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.statusDotConnected, light, @3x.
// What the test builds: the status dot alone: an 8 pt circle in the success green, centred in the 360
// pt frame.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSListStatusDot(isConnected: true)
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
