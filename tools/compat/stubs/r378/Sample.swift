import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        BookRow(book: .constant(.example))
        BookRow(book: .constant(Book(bookId: "1", title: "Dune", author: "Frank Herbert", genre: "Sci-Fi",
                                     pageCount: 412, progression: 300, coverImage: "dune", releaseYear: 1965)))
    }
}
