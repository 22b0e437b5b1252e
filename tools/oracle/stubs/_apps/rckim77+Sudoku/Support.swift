import SwiftUI

// Stubs for what the Sudoku cases' files (MenuView, StatsView and what they use, at 21a7753 /
// 1f1b173) name from the rest of rckim77/Sudoku and that the cases do not compile: navigation
// destinations and a button action, none of which the snapshots show.

// Game/GameView.swift: the saved-state enum GameConfig stores, and the game screen MenuView
// navigates to (never pushed in the snapshots).
enum SavedState: Codable {
    case startedUnsaved
    case startedSaved
    case saved
    case unsaved
}

struct GameView: View {
    let gameConfig: GameConfig
    init(_ gameConfig: GameConfig) { self.gameConfig = gameConfig }
    var body: some View { EmptyView() }
}

// How to Play/HowToPlayView.swift and SettingsView.swift: MenuNavigationLinks' destinations.
struct HowToPlayView: View {
    var body: some View { EmptyView() }
}

struct SettingsView: View {
    var body: some View { EmptyView() }
}

// Models/GridFactory.swift: the puzzles a GameLevelButton starts (its action, not run).
enum GridFactory {
    static func randomGridForDifficulty(level: Difficulty.Level) -> [CoordinateValue] { [] }
}
