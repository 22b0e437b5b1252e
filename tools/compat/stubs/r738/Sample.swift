import SwiftUI
import SwiftData

// The list tab: the deck's cards.
@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: Flashcard.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let cards = [
        Flashcard(word: "Ephemeral", definition: "Lasting for a very short time. The morning dew is ephemeral, gone as the sun rises.", wordType: .adjective),
        Flashcard(word: "Wander", definition: "To walk slowly without a fixed course or goal.", wordType: .verb),
        Flashcard(word: "Legacy", definition: "Something handed down from the past.", wordType: nil),
    ]
    cards.forEach { container.mainContext.insert($0) }
    return List(cards) { CardRowView(card: $0) }
        .modelContainer(container)
}
