import OracleHarness
import SwiftUI

// o418: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.statusBarConnecting, light, @3x.
// What the test builds: the test's StatusBarView for .connecting: an orange dot and "Connecting"
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 150, height:
// 30)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (150 x 30 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleStatusBarView(connectionState: .connecting)
    )
}

let oracleLayout = OracleLayout.fixed(width: 150, height: 30)
