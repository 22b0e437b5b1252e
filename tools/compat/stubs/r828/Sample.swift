import SwiftUI

// The book directory's list.
@MainActor func makeSampleRow() -> some View {
    List(SampleBooks.all) { book in
        BookRowView(book: book)
    }
}
