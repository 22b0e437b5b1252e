import OracleHarness
import SwiftUI

// o446: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.largeSize, light, @3x.
// What the test builds: the primary button at the large size: "Get started" in Roboto Light 16 (body),
// padded 12 x 20.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Get started", style: .primary, size: .lg) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
