import OracleHarness
import SwiftUI

// o422: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.controlButtonStop, light, @3x.
// What the test builds: the test's ControlButtonView streaming: "Stop" with stop.fill, tinted red
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 100, height:
// 44)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (100 x 44 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleControlButtonView(isStreaming: true, action: {})
    )
}

let oracleLayout = OracleLayout.fixed(width: 100, height: 44)
