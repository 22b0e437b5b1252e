import OracleHarness
import SwiftUI

// o417: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.statusBarConnected, light, @3x.
// What the test builds: the test's StatusBarView for .connected: a green 10 pt dot and "Live" (subheadline, secondary),
// padded 4 on the system background
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 150, height:
// 30)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (150 x 30 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleStatusBarView(connectionState: .connected)
    )
}

let oracleLayout = OracleLayout.fixed(width: 150, height: 30)
