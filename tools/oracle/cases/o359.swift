import OracleHarness
import SwiftUI

// o359: vjr2005/Challenge, defaultInfoRow, light, @3x.
// DSInfoRow: the person.fill symbol, the label "Name" and the value "Rick Sanchez"; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSInfoRow(
            icon: "person.fill",
            label: "Name",
            value: "Rick Sanchez",
            accessibilityIdentifier: "test.infoRow"
        )
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
