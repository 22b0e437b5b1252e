import OracleHarness
import SwiftUI

// o365: vjr2005/Challenge, badgeGallery, light, @3x.
// the gallery: four bells with badges 0 (none), 1, 9 and 42 in an HStack spaced xl; padded.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        HStack(spacing: DefaultSpacing().xl) {
            DSBadge(count: 0) {
                Image(systemName: "bell")
            }
            DSBadge(count: 1) {
                Image(systemName: "bell")
            }
            DSBadge(count: 9) {
                Image(systemName: "bell")
            }
            DSBadge(count: 42) {
                Image(systemName: "bell")
            }
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
