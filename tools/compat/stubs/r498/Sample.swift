import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let books = [
        Book(id: "1", title: "Project Hail Mary", author: "Andy Weir",
             coverImage: "https://covers.openlibrary.org/b/id/10389354-M.jpg", description: "", isFavorite: true),
        Book(id: "2", title: "Piranesi", author: "Susanna Clarke",
             coverImage: "https://covers.openlibrary.org/b/id/10523536-M.jpg", description: "", isFavorite: false),
        Book(id: "3", title: "The Remains of the Day", author: "Kazuo Ishiguro",
             coverImage: "", description: "", isFavorite: false),
    ]
    return NavigationStack {
        List(books) { book in
            BookRow(book: book)
        }
        .navigationTitle("Books")
    }
}
