import SwiftUI

// The weekly distance leaderboard: medals for the top three, the user's own row tinted.
@MainActor func makeSampleRow() -> some View {
    let entries = [
        LeaderboardEntryModel(rank: 1, userId: "u1", displayName: "Priya Nair", avatarUrl: nil, value: 64.2, isMe: false),
        LeaderboardEntryModel(rank: 2, userId: "u2", displayName: "Tom Becker", avatarUrl: nil, value: 51.8, isMe: false),
        LeaderboardEntryModel(rank: 3, userId: "me", displayName: "Sam", avatarUrl: nil, value: 47.0, isMe: true),
        LeaderboardEntryModel(rank: 4, userId: "u4", displayName: "Lucía Gómez", avatarUrl: nil, value: 39.5, isMe: false),
    ]
    return ScrollView {
        VStack(spacing: 4) {
            ForEach(entries) { entry in
                LeaderboardEntryRow(entry: entry, formattedValue: String(format: "%.1f km", entry.value))
            }
        }
        .padding()
    }
    .background(Theme.Colors.background)
}
