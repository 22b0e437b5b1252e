import OracleHarness
import SwiftUI

// o449: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.secondaryDisabled, light, @3x.
// What the test builds: the secondary button disabled: "Not available", outlined, at 0.5 opacity.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Not available", style: .secondary, isDisabled: true) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
