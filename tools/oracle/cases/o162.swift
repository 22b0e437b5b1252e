import OracleHarness
import SwiftUI

// o162: rckim77/Sudoku, SnapshotTests.testStatsViewSnapshot(_:) on iPhone13, light, @3x.
// StatsView() (not in a NavigationStack, so its navigation title is not shown): a List of StatsRow
// (title key, Spacer, value) — "stats.total-games" 0 (no fastest time: the @AppStorage defaults)
// and a Section "stats.section-title.difficulty" of easy, medium and hard, 0 each — in headline
// rounded, on fullBackgroundStyle (dynamicBackground). All text is Localizable.xcstrings keys.
// Snapshotted assertSnapshot(of: UIHostingController(rootView: StatsView()), as: .image(on: .iPhone13,
// drawHierarchyInKeyWindow: true, no traits), named "iPhone13": light.
// A 390 × 844 screen, safe area 47 above and 34 below, the config's traits (content size medium).
@MainActor func makeOracleView() -> AnyView {
    AnyView(StatsView())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
