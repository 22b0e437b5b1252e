import OracleHarness
import SwiftUI

// o355: vjr2005/Challenge, secondaryButtonWithIcon, light, @3x.
// DSButton secondary with the plus symbol; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton("With Icon", icon: "plus", variant: .secondary) {}
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
