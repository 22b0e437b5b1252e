import OracleHarness
import SwiftUI

// o357: vjr2005/Challenge, tertiaryButtonWithIcon, light, @3x.
// DSButton tertiary with the gear symbol; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton("With Icon", icon: "gear", variant: .tertiary) {}
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
