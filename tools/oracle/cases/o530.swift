import OracleHarness
import SwiftUI

// o530: kasianov-mikhail/scout, SparklineSnapshotTests.states, light, @2x.
// What the test builds: four 60 pt Charts sparklines (catmull-rom line 2 pt over a gradient area, x and y gridlines): rising purple, falling red, flat green, empty orange (gridlines only).
// As the test builds it: assertSnapshot(of: view, as: .scout(height: 400)): the suite's
// .image(layout: .fixed(width: 393, height: 400), traits: [userInterfaceStyle .light, displayScale 2]): a host of
// that size, the view centred in it, no safe area, the whole host light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 24) {
            Sparkline(series: MiniChartSeries(values: [3, 5, 4, 7, 6, 9, 12]), color: .purple)
                .frame(height: 60)
            Sparkline(series: MiniChartSeries(values: [9, 7, 8, 6, 7, 5, 4]), color: .red)
                .frame(height: 60)
            Sparkline(series: MiniChartSeries(values: [4, 4, 4, 4, 4, 4, 4]), color: .green)
                .frame(height: 60)
            Sparkline(series: .empty, color: .orange)
                .frame(height: 60)
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 393, height: 400)
