import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // FavoritesView: the liked books stacked in a scroll view.
    ScrollView {
        VStack {
            ForEach(bookData) { book in
                FavoritesBookCellView(book: book)
            }
        }
        .padding(.top)
    }
    .environmentObject(AuthViewModel(currentUser: User(id: "u1", fullname: "Bastien", email: "bastien@example.com")))
    .environmentObject(BookViewModel())
}
