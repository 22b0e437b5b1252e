import OracleHarness
import SwiftUI

// o165: rckim77/Sudoku, SnapshotTests.testStatsViewSnapshot(_:) on iPhone13Mini, dark, @3x.
// StatsView() (not in a NavigationStack, so its navigation title is not shown): a List of StatsRow
// (title key, Spacer, value) — "stats.total-games" 0 (no fastest time: the @AppStorage defaults)
// and a Section "stats.section-title.difficulty" of easy, medium and hard, 0 each — in headline
// rounded, on fullBackgroundStyle (dynamicBackground). All text is Localizable.xcstrings keys.
// Snapshotted assertSnapshot(of: UIHostingController(rootView: StatsView()), as: .image(on: .iPhone13Mini,
// drawHierarchyInKeyWindow: true, traits: UITraitCollection(userInterfaceStyle: .dark)), named "iPhone13MiniDark": dark.
// A 375 × 812 screen, safe area 50 above and 34 below, the config's traits (content size medium).
@MainActor func makeOracleView() -> AnyView {
    AnyView(StatsView())
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 50, safeBottom: 34)
