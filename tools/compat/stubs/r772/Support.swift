// Stubs for c0ldbear/bullseye's Bullseye game (r772): the layout constants (Models/Constants.swift).
// Our own test double with the app's values.
import SwiftUI

enum Constants {
    enum General {
        static let strokeWidth: CGFloat = 2.0
        static let roundedViewLength: CGFloat = 56.0
        static let roundRectViewWidth: CGFloat = 68.0
        static let roundRectViewHeight: CGFloat = 56.0
        static let roundRectCornerRadius: CGFloat = 21.0
    }
    enum Leaderboard {
        static let leaderboardScoreColWidth = CGFloat(50.0)
        static let leaderboardDateColWidth = CGFloat(170.0)
        static let leaderboardMaxRowWidth = CGFloat(480.0)
    }
}
