import OracleHarness
import SwiftUI

// o054: luispadron/UICircularProgressRing, ProgressRingSnapshotTests.test_progressRing_default,
// light, @2x. ProgressRing at 50 % with its defaults (grey 32 pt outer ring, blue 16 pt inner
// ring inset 8, "50%" title label), in a 200 × 200 frame; default `.image` (sized to fit).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ProgressRing(progress: .constant(.percent(0.5))).frame(width: 200, height: 200))
}

let oracleLayout = OracleLayout.sizeThatFits
