import OracleHarness
import SwiftUI

// o419: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.statusBarDisconnected, light, @3x.
// What the test builds: the test's StatusBarView for .disconnected: a grey dot and "Disconnected"
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 170, height:
// 30)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (170 x 30 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleStatusBarView(connectionState: .disconnected)
    )
}

let oracleLayout = OracleLayout.fixed(width: 170, height: 30)
