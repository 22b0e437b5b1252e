import OracleHarness
import SwiftUI

// o455: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.dividerDefault, light, @3x.
// What the test builds: the divider alone: a 1 pt rectangle in background tertiary (#F2F2F5), inset 16
// pt on the leading side.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSDivider()
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
