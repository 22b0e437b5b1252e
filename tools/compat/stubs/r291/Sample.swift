import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let day = Date(timeIntervalSince1970: 1_764_000_000)
    return List {
        JournalRowView(entry: MultiModal.JournalEntry(
            childId: "c1", title: "Fractions felt easier today", createdAt: day,
            mediaItems: [
                MultiModal.MediaItem(type: .text, textContent: "I used the pizza drawing to check my answer and it finally made sense why 3/4 is bigger than 2/3."),
                MultiModal.MediaItem(type: .drawing),
                MultiModal.MediaItem(type: .audio),
            ]))
        JournalRowView(entry: JournalEntry(id: UUID(), assignmentName: "Science Lab: Plant Growth", date: day.addingTimeInterval(-86_400 * 3)))
    }
}
