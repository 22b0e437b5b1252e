import SwiftUI

@MainActor func makeSampleRow() -> some View {
    BookListItemView(book: Book(title: "The Hobbit", author: "J.R.R. Tolkien", rating: 4,
                                status: .reading, genres: Genres.sample))
}
