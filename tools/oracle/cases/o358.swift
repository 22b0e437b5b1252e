import OracleHarness
import SwiftUI

// o358: vjr2005/Challenge, allVariantsGallery, light, @3x.
// the gallery: the seven buttons (primary, primary with arrow.right, secondary, secondary with plus, tertiary, tertiary with gear, primary loading) in a VStack spaced lg; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: DefaultSpacing().lg) {
            DSButton("Primary Button") {}
            DSButton("With Icon", icon: "arrow.right") {}
            DSButton("Secondary", variant: .secondary) {}
            DSButton("Secondary Icon", icon: "plus", variant: .secondary) {}
            DSButton("Tertiary", variant: .tertiary) {}
            DSButton("Tertiary Icon", icon: "gear", variant: .tertiary) {}
            DSButton("Loading", isLoading: true) {}
        }
        .padding()
        .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
