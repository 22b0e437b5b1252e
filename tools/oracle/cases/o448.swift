import OracleHarness
import SwiftUI

// o448: howard768/ai-health-coach (Meld), DSButtonSnapshotTests.loadingState, light, @3x.
// What the test builds: the primary button loading: a ProgressView tinted white in place of the title,
// on the purple fill (the button disabled, not dimmed).
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton(title: "Saving...", style: .primary, isLoading: true) {}
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
