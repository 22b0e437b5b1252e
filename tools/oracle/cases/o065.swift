import OracleHarness
import SwiftUI

// o065: surfstudio/vsurf-demo, ListItemViewTests.testAllSnapshotsDark (configuration "withoutValue"), dark, @3x.
// ListItemView_Previews.snapshots' "withoutValue" configuration: a full-width row "Город" and a chevron, no value,
// snapshotted with .image(layout: .device(config: .iPhone8)) and dark traits: a 375 × 667 screen,
// 20 pt status-bar safe area above, the row centred below it. The chevron is the module's
// arrowRight PDF asset.
@MainActor func makeOracleView() -> AnyView {
    AnyView(ListItemView(title: "Город", sideTitle: nil, action: .closure {}))
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
