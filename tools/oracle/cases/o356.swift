import OracleHarness
import SwiftUI

// o356: vjr2005/Challenge, tertiaryButton, light, @3x.
// DSButton tertiary: "Tertiary" in the accent colour on the accent at 10 % opacity; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton("Tertiary", variant: .tertiary) {}
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
