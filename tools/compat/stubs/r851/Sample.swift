import SwiftUI

// The volunteer view's achievements row.
@MainActor func makeSampleRow() -> some View {
    let achievements = [
        Badge(name: "Helper", badgeImageType: .system(name: "hands.sparkles.fill"), id: "a1"),
        Badge(name: "Organizer", badgeImageType: .system(name: "calendar"), id: "a2"),
        Badge(name: "Mentor", badgeImageType: .uploaded(url: "https://example.com/mentor.png"), id: "a3"),
    ]
    return VStack(alignment: .leading) {
        Text("Achievements")
            .font(.headline)
        HStack {
            ForEach(achievements) { badge in
                AchievementView(achievement: badge)
            }
        }
    }
    .padding()
}
