import OracleHarness
import SwiftUI

// o364: vjr2005/Challenge, doubleDigit, light, @3x.
// DSBadge(count: 12) over the line.3.horizontal.decrease.circle symbol: a "12" pill at the top trailing corner; padded.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSBadge(count: 12) {
            Image(systemName: "line.3.horizontal.decrease.circle")
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
