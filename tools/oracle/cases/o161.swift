import OracleHarness
import SwiftUI

// o161: rckim77/Sudoku, SnapshotTests.testMenuViewSnapshot(_:) on iPhone13ProMax, dark, @3x.
// MenuView(): a NavigationStack(path:) of the title key "app-title" (largeTitle, rounded, bold), the
// three difficulty buttons (GameLevelButton: headline rounded, blue 0.2 background, padded 10 × 16,
// corner radius 16) in an HStack, and MenuNavigationLinks (stats, how to play and settings Labels,
// tinted dynamicDarkGray), spacing 40, on fullBackgroundStyle (the dynamicBackground colorset under
// the safe area). No saved game: the @Query has no model container. All text is Localizable.xcstrings
// keys.
// Snapshotted assertSnapshot(of: UIHostingController(rootView: MenuView()), as: .image(on: .iPhone13ProMax,
// drawHierarchyInKeyWindow: true, traits: UITraitCollection(userInterfaceStyle: .dark)), named "iPhone13ProMaxDark": dark.
// A 428 × 926 screen, safe area 47 above and 34 below, the config's traits (content size medium).
@MainActor func makeOracleView() -> AnyView {
    AnyView(MenuView())
}

let oracleLayout = OracleLayout.device(width: 428, height: 926, safeTop: 47, safeBottom: 34)
