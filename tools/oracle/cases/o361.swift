import OracleHarness
import SwiftUI

// o361: vjr2005/Challenge, infoRowGallery, light, @3x.
// the gallery: five DSInfoRows (Name/Rick Sanchez, Location/Citadel of Ricks, Origin/Earth (C-137), Status/Alive in green, Warning/Dangerous in orange) in a VStack spaced md; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: DefaultSpacing().md) {
            DSInfoRow(icon: "person.fill", label: "Name", value: "Rick Sanchez")
            DSInfoRow(icon: "location.fill", label: "Location", value: "Citadel of Ricks")
            DSInfoRow(icon: "globe", label: "Origin", value: "Earth (C-137)")
            DSInfoRow(
                icon: "heart.fill",
                label: "Status",
                value: "Alive",
                iconColor: DefaultColorPalette().statusSuccess
            )
            DSInfoRow(
                icon: "exclamationmark.triangle.fill",
                label: "Warning",
                value: "Dangerous",
                iconColor: DefaultColorPalette().statusWarning
            )
        }
        .padding()
        .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
