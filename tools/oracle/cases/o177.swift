import OracleHarness
import SwiftUI

// o177: GoodRequest/GoodSwiftUI, GRToggleSnapshotTests.testLargeToggleEnabled, light, @3x.
// An on Toggle with an empty label in GRSwitchStyle (red active background), size .large (GRToggle/Switch, GRToggle/Toggle).
// Snapshotted .image (swift-snapshot-testing, Aug 2025): the view at its ideal size (size that
// fits) in a UIHostingController, on the iPhone 16 Pro / iOS 18.6 simulator the suite requires, no
// interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(GRSwitchStyle(appearance: GRSwitchAppearance(activeBackgroundColor: .red), size: .large))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
