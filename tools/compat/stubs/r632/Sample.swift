import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let books = [
        Book(title: "The Pragmatic Programmer", author: "David Thomas, Andrew Hunt", isFavorite: true),
        Book(title: "Clean Architecture", author: "Robert C. Martin"),
        Book(title: "Refactoring", author: "Martin Fowler"),
    ]
    // The book list screen.
    return NavigationStack {
        List(books) { book in
            BookRowView(book: book)
        }
        .navigationTitle("Books")
    }
}
