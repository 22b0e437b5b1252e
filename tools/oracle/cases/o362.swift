import OracleHarness
import SwiftUI

// o362: vjr2005/Challenge, noBadge, light, @3x.
// DSBadge(count: 0) over the line.3.horizontal.decrease.circle symbol: no badge; padded.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSBadge(count: 0) {
            Image(systemName: "line.3.horizontal.decrease.circle")
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
