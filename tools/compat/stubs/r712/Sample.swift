import SwiftUI

// Activity › Achievements: a two-column grid of cards, unlocked and locked.
@MainActor func makeSampleRow() -> some View {
    let achievements = [
        Achievement(title: "10K Steps", description: "Completed daily step goal", icon: "figure.walk", color: .blue, isUnlocked: true),
        Achievement(title: "Calorie Burner", description: "Burned 400+ calories", icon: "flame.fill", color: .orange, isUnlocked: true),
        Achievement(title: "5K Walker", description: "Walked 5 kilometers", icon: "location.circle.fill", color: .green, isUnlocked: true),
        Achievement(title: "Marathon Walker", description: "Walk 20,000 steps in a day", icon: "figure.run", color: .gray, isUnlocked: false),
    ]
    return ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
            ForEach(achievements) { AchievementCard(achievement: $0) }
        }
        .padding()
    }
}
