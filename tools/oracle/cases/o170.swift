import OracleHarness
import SwiftUI

// o170: GoodRequest/GoodSwiftUI, GRButtonSnapshotTests.testBaseButtonSmall, light, @3x.
// A text-only "Button" in GRButtonStyle, size .small(): the test's red appearance, white 17 pt medium text and icons
// (GRButton/GRButtonStyle.swift, GRButtonStyleSize.swift).
// Snapshotted .image (swift-snapshot-testing, Aug 2025): the view at its ideal size (size that
// fits) in a UIHostingController, on the iPhone 16 Pro / iOS 18.6 simulator the suite requires, no
// interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button("Button") {}
            .fixedSize()
            .buttonStyle(GRButtonStyle(appearance: testAppearance, size: .small()))
    )
}

/// The test's appearance model (GRButtonSnapshotTests.testAppearance), restated.
@MainActor private var testAppearance: GRButtonAppearanceModel {
    .init(
        backgroundColor: .red,
        disabledBackgroundColor: .red.opacity(0.4),
        loadingTintColor: .white,
        iconTintColor: .white,
        iconDisabledTintColor: .white.opacity(0.4),
        textColor: .white,
        disabledTextColor: .white.opacity(0.4),
        textFont: .system(size: 17, weight: .medium),
        disabledTextFont: .system(size: 17, weight: .medium)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
