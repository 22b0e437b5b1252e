import OracleHarness
import SwiftUI

// o441: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.primaryStyle, light, @3x.
// What the test builds: the primary button: "Continue" (Roboto Regular 14) in white on a full-width
// purple 500 fill, 8 pt continuous corners, padded 8 x 16.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Continue", style: .primary) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
