import OracleHarness
import SwiftUI

// o179: GoodRequest/GoodSwiftUI, GRToggleSnapshotTests.testLargeCheckCircleEnabled, light, @3x.
// An on Toggle in GRToggleStyle .circularCheck, size .large (GRToggle/Switch, GRToggle/Toggle).
// Snapshotted .image (swift-snapshot-testing, Aug 2025): the view at its ideal size (size that
// fits) in a UIHostingController, on the iPhone 16 Pro / iOS 18.6 simulator the suite requires, no
// interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(
                GRToggleStyle(
                    appearance: toggleAppearance,
                    style: .circularCheck,
                    size: .large
                )
            )
    )
}

/// The test's toggle appearance (GRToggleSnapshotTests.toggleAppearance), restated.
@MainActor private var toggleAppearance: GRToggleAppearance {
    GRToggleAppearance(
        tintColor: .red,
        uncheckedBorderColor: .gray,
        checkedBackgroundColor: .red.opacity(0.2),
        checkmarkImageTintColor: .white,
        checkmarkImage: Image(systemName: "checkmark")
    )
}

let oracleLayout = OracleLayout.sizeThatFits
