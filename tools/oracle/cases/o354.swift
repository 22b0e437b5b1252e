import OracleHarness
import SwiftUI

// o354: vjr2005/Challenge, secondaryButton, light, @3x.
// DSButton secondary: "Secondary" in the accent colour, outlined with a thin accent stroke, its own width; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton("Secondary", variant: .secondary) {}
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
