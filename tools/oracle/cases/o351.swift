import OracleHarness
import SwiftUI

// o351: vjr2005/Challenge, primaryButton, light, @3x.
// DSButton primary: "Primary Button" in rounded-headline white on the #333844 accent, full width, radius md; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton("Primary Button") {}
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
