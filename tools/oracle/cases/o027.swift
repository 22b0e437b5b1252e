import OracleHarness
import SwiftUI

// o027: bradleymackey/vault-ios, HorizontalTimerProgressBarViewSnapshotTests.layout_halfFull(), light, @3x.
// The horizontal timer bar half full in blue over its systemGray6 track, 150 × 20 pt.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        HorizontalTimerProgressBarView(fractionCompleted: 0.5, color: .blue)
            .frame(width: 150, height: 20)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
