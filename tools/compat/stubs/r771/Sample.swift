import SwiftUI

// The reading list: one row per book in a navigation list.
@MainActor func makeSampleRow() -> some View {
    let library = Library()
    return NavigationView {
        List(library.books) { book in
            BookRow(book: book, size: 80)
        }
        .navigationTitle("My Library")
    }
    .environmentObject(library)
}
