import SwiftUI

// Mood Swings: the daily streak tile beside the mood score, on the app's white screen.
@MainActor func makeSampleRow() -> some View {
    let now = Date()
    let entries = (0..<6).map { day in
        JournalEntries(id: "e\(day)", userID: "u1", moodTitle: "Calm", moodRating: 7, entryThoughts: "",
                       emoji: "🙂", dateOfEntry: now.addingTimeInterval(Double(-day) * 86_400))
    }
    return VStack {
        HStack(spacing: 20) {
            MoodStreak(journalEntries: entries)
            MoodStreak(journalEntries: [])
        }
        .padding()
        Spacer()
    }
    .frame(maxWidth: .infinity)
    .background(Color.white)
}
