import OracleHarness
import SwiftUI

// o444: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.chipStyle, light, @3x.
// What the test builds: the chip-style button: "How's my sleep?" in green 500 at its own width (no
// maxWidth), clipped to a capsule, a 1 pt disabled-grey capsule stroke, centred in the 360 pt frame.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "How's my sleep?", style: .chip) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
