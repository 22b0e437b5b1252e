import OracleHarness
import SwiftUI

// o447: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.disabledState, light, @3x.
// What the test builds: the primary button disabled: the whole button at 0.5 opacity.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Continue", style: .primary, isDisabled: true) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
