import OracleHarness
import SwiftUI

// o420: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.statusBarReconnecting, light, @3x.
// What the test builds: the test's StatusBarView for .reconnecting(attempt: 3): an orange dot and "Reconnecting (3/5)"
// (Constants.maxReconnectAttempts 5)
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 200, height:
// 30)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (200 x 30 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleStatusBarView(connectionState: .reconnecting(attempt: 3))
    )
}

let oracleLayout = OracleLayout.fixed(width: 200, height: 30)
