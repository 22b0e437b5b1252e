import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let completed = [
        CompletedHabitItem(id: UUID(), title: "No sugar", completedAt: Date(timeIntervalSince1970: 1_761_955_200),
                           iconName: "leaf", commitmentDays: 21),
        CompletedHabitItem(id: UUID(), title: "Meditate 10 minutes", completedAt: Date(timeIntervalSince1970: 1_759_363_200),
                           iconName: "brain.head.profile", commitmentDays: 30),
    ]
    // HabitHistoryView, completed tab: the cards over the grey background.
    return ScrollView {
        VStack(spacing: Spacing.large) {
            ForEach(completed) { item in
                HabitJourneyCompletedCard(item: item)
            }
        }
        .padding()
    }
    .background(Color.appGray)
    .environmentObject(ThemeManager())
}
