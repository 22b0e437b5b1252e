import OracleHarness
import SwiftUI

// o456: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.sectionHeader, light, @3x.
// What the test builds: the section header: "CONNECTED SOURCES" (uppercased, Roboto Medium 11,
// tracking 0.8, tertiary text), padded 16 at the sides, 24 above and 8 below, centred in the 360 pt
// frame.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSSectionHeader(title: "Connected Sources")
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
