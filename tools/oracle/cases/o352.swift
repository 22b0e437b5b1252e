import OracleHarness
import SwiftUI

// o352: vjr2005/Challenge, primaryButtonWithIcon, light, @3x.
// DSButton primary with the arrow.right symbol before "With Icon"; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton("With Icon", icon: "arrow.right") {}
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
