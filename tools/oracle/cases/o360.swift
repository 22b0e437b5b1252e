import OracleHarness
import SwiftUI

// o360: vjr2005/Challenge, infoRowWithCustomIconColor, light, @3x.
// DSInfoRow: the heart.fill symbol in the success green, "Status", "Alive"; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSInfoRow(
            icon: "heart.fill",
            label: "Status",
            value: "Alive",
            iconColor: DefaultColorPalette().statusSuccess,
            accessibilityIdentifier: "test.infoRow"
        )
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
