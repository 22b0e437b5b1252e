import SwiftUI

// My library: books being read and one finished.
@MainActor func makeSampleRow() -> some View {
    let books = SampleBooks.all
    let entries = [
        UserBook(id: 10, book: books[0], currentPage: 121, status: "reading"),
        UserBook(id: 11, book: books[1], currentPage: 336, status: "read"),
        UserBook(id: 12, book: books[2], currentPage: 40, status: "reading"),
    ]
    return List(entries) { entry in
        MyBookRowView(userBook: entry)
    }
}
