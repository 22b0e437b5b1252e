import OracleHarness
import SwiftUI

// o522: kasianov-mikhail/scout, HeatmapViewSnapshotTests.populated, light, @2x.
// What the test builds: the weekly heatmap: a Grid of hour-block labels (0–4 … 20–24) over seven day rows (Mon…Sun), 32 pt rounded cells tinted blue (the default chartColor) by their count, with the count in caption2, from HeatmapGrid.sample (deterministic).
// As the test builds it: assertSnapshot(of: view, as: .scout(height: 320)): the suite's
// .image(layout: .fixed(width: 393, height: 320), traits: [userInterfaceStyle .light, displayScale 2]): a host of
// that size, the view centred in it, no safe area, the whole host light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        HeatmapView(grid: .sample).padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 393, height: 320)
