import SwiftUI

// The daily log's notes.
@MainActor func makeSampleRow() -> some View {
    let day = Date(timeIntervalSince1970: 1_764_300_000)
    let notes = [
        Note(title: "Morning pages", content: "Slept badly but the walk helped. Want to finish the chapter outline before lunch.",
             tags: ["journal", "writing"], createdAt: day),
        Note(title: "Standup", content: "Blocked on the API review; ask Lena.", tags: ["work"],
             createdAt: day.addingTimeInterval(-86_400)),
        Note(title: "Grocery run", content: "Oats, lemons, coffee.", createdAt: day.addingTimeInterval(-172_800)),
    ]
    return List(notes) { note in
        NoteRowView(note: note)
    }
}
