import SwiftUI

// The leaderboard sheet: the best rounds, on the game's background.
@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_332_000)
    return ScrollView {
        VStack(spacing: 10) {
            RowView(index: 1, score: 197, date: now)
            RowView(index: 2, score: 165, date: now.addingTimeInterval(-600))
            RowView(index: 3, score: 98, date: now.addingTimeInterval(-3_900))
        }
        .padding(.vertical)
    }
    .background(Color("BackgroundColor"))
}
