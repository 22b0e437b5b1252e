import OracleHarness
import SwiftUI

// o458: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.toggleOff, light, @3x.
// What the test builds: the toggle row off: "Dark Mode" without a subtitle and the switch off.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSToggle(title: "Dark Mode", isOn: .constant(false))
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
