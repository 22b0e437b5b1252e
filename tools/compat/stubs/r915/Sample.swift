import SwiftUI

// The movies scroll view: two movie cells, the first a favourite.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 16) {
            MovieCell(movie: .constant(Movie(name: "Tomb Raider", year: "2018", isWatched: true, isFavourite: true,
                                             category: "Action", rating: .four)))
            MovieCell(movie: .constant(Movie(name: "The Martian", year: "2015", isWatched: false, category: "Sci-Fi",
                                             rating: .five)))
        }
        .padding()
    }
}
