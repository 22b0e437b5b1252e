import OracleHarness
import SwiftUI

// o363: vjr2005/Challenge, singleDigit, light, @3x.
// DSBadge(count: 3) over the line.3.horizontal.decrease.circle symbol: a "3" capsule at the top trailing corner, offset xs; padded.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSBadge(count: 3) {
            Image(systemName: "line.3.horizontal.decrease.circle")
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
