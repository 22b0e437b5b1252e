import OracleHarness
import SwiftUI

// o525: kasianov-mikhail/scout, HeatmapViewSnapshotTests.empty, dark, @2x.
// What the test builds: the weekly heatmap with every count zero: the labels and 42 systemGray5 cells without numbers.
// As the test builds it: assertSnapshot(of: view, as: .scout(height: 320, style: .dark)): the suite's
// .image(layout: .fixed(width: 393, height: 320), traits: [userInterfaceStyle .dark, displayScale 2]): a host of
// that size, the view centred in it, no safe area, the whole host dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        HeatmapView(grid: HeatmapGrid(counts: [[Int]](repeating: [Int](repeating: 0, count: 24), count: 7))).padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 393, height: 320)
