import OracleHarness
import SwiftUI

// o442: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.secondaryStyle, light, @3x.
// What the test builds: the secondary button: "Skip for now" in purple 500, clear fill, a 1 pt purple
// 300 rounded-rectangle stroke.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Skip for now", style: .secondary) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
