import SwiftUI
import Core

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_250_000)
    return List {
        ItemRowView(item: Item(type: "todo", title: "Review backend PR",
                               properties: ["priority": .text("high"), "dueDate": .date(now.addingTimeInterval(-86_400))],
                               tags: ["work/linear/backend", "review", "urgent", "q4"], sourceFile: "work.md"))
        ItemRowView(item: Item(type: "book", title: "The Left Hand of Darkness",
                               properties: ["priority": .text("low")], tags: ["fiction"], completed: true, sourceFile: "books.md"))
        ItemRowView(item: Item(type: "movie", title: "Perfect Days",
                               properties: ["dueDate": .date(now.addingTimeInterval(86_400 * 5))], tags: ["watchlist"], sourceFile: "movies.md"))
    }
}
