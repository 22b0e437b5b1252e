import OracleHarness
import SwiftUI

// o064: surfstudio/vsurf-demo, ListItemViewTests.testAllSnapshotsLight (configuration "withValue"), light, @3x.
// ListItemView_Previews.snapshots' "withValue" configuration: a full-width row "Город" with the value "Воронеж" and a chevron,
// snapshotted with .image(layout: .device(config: .iPhone8)) and light traits: a 375 × 667 screen,
// 20 pt status-bar safe area above, the row centred below it. The chevron is the module's
// arrowRight PDF asset.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ListItemView(title: "Город", sideTitle: "Воронеж", action: .closure {}))
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
