import SwiftUI

// The journal: entry cells in a list.
@MainActor func makeSampleRow() -> some View {
    List {
        EntryCell(title: "Lazy Sunday", mood: "😊", date: Date(timeIntervalSince1970: 1_763_900_000),
                  content: "Cozy, warm and lazy. A long nap and a walk by the river. Grateful for the quiet.")
        EntryCell(title: "First snow", mood: "❄️", date: Date(timeIntervalSince1970: 1_763_500_000),
                  content: "Hot chocolate with Mia after school. The whole street went white in an hour.")
    }
}
