import OracleHarness
import SwiftUI

// o445: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.smallSize, light, @3x.
// What the test builds: the primary button at the small size: "Small" in Roboto Regular 12 (caption),
// padded 4 x 8.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Small", style: .primary, size: .sm) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
