import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // HomeView: the books in a two-column grid on the app's blue.
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .center, spacing: 10) {
            ForEach(bookData) { book in
                BookCellView(book: book)
            }
        }
        .padding()
    }
    .background(Color.libertyBlueWriting)
}
