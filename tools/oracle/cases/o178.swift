import OracleHarness
import SwiftUI

// o178: GoodRequest/GoodSwiftUI, GRToggleSnapshotTests.testSmallToggleDisabled, light, @3x.
// An off Toggle with an empty label in GRSwitchStyle (red active background), size .small (GRToggle/Switch, GRToggle/Toggle).
// Snapshotted .image (swift-snapshot-testing, Aug 2025): the view at its ideal size (size that
// fits) in a UIHostingController, on the iPhone 16 Pro / iOS 18.6 simulator the suite requires, no
// interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Toggle(isOn: .constant(false)) {}
            .fixedSize()
            .toggleStyle(GRSwitchStyle(appearance: GRSwitchAppearance(activeBackgroundColor: .red), size: .small))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
