import OracleHarness
import SwiftUI

// o166: rckim77/Sudoku, SnapshotTests.testStatsViewSnapshot(_:) on iPhone13ProMax, light, @3x.
// StatsView() (not in a NavigationStack, so its navigation title is not shown): a List of StatsRow
// (title key, Spacer, value) — "stats.total-games" 0 (no fastest time: the @AppStorage defaults)
// and a Section "stats.section-title.difficulty" of easy, medium and hard, 0 each — in headline
// rounded, on fullBackgroundStyle (dynamicBackground). All text is Localizable.xcstrings keys.
// Snapshotted assertSnapshot(of: UIHostingController(rootView: StatsView()), as: .image(on: .iPhone13ProMax,
// drawHierarchyInKeyWindow: true, no traits), named "iPhone13ProMax": light.
// A 428 × 926 screen, safe area 47 above and 34 below, the config's traits (content size medium).
@MainActor func makeOracleView() -> AnyView {
    AnyView(StatsView())
}

let oracleLayout = OracleLayout.device(width: 428, height: 926, safeTop: 47, safeBottom: 34)
