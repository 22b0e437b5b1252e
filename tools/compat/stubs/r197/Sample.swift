import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 8) {
        LeaderboardCell(user: UserHealth.samples[0], leaderboardPosition: 1, isCurrentUser: false)
        LeaderboardCell(user: UserHealth.samples[1], leaderboardPosition: 2, isCurrentUser: true)
    }
}
