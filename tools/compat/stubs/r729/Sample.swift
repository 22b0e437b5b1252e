import SwiftUI
import SwiftData

// The journal list.
@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: JournalEntry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let entries = [
        JournalEntry(title: "Hike to the lighthouse", date: Date(timeIntervalSince1970: 1_763_800_000), rating: 5, text: "Windy but clear."),
        JournalEntry(title: "Quiet Tuesday", date: Date(timeIntervalSince1970: 1_763_300_000), rating: 3, text: "Read all evening."),
    ]
    entries.forEach { container.mainContext.insert($0) }
    return List(entries) { JournalEntryRowView(journalEntryRow: $0) }
        .modelContainer(container)
}
