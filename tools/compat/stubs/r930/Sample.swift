import SwiftUI

// The game's leaderboard.
@MainActor func makeSampleRow() -> some View {
    List {
        LeaderboardRow(player: Player(username: "ben", highscore: 142, region: "CA"), isTop: true)
        LeaderboardRow(player: Player(username: "maya_k", highscore: 118, region: "US"), isTop: false)
        LeaderboardRow(player: Player(username: "lucas", highscore: 97, region: ""), isTop: false)
    }
}
