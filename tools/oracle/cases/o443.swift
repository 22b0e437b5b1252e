import OracleHarness
import SwiftUI

// o443: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.ghostStyle, light, @3x.
// What the test builds: the ghost button: "Cancel" in purple 500, no fill or border.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Cancel", style: .ghost) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
