import SwiftUI

// Search results in a two-column grid.
@MainActor func makeSampleRow() -> some View {
    let movies = [
        Movie(id: 1, title: "Interstellar", overview: "", posterPath: "/gEU2QniE6E77NI6lCU6MxlNBvIx.jpg", voteAverage: 8.4),
        Movie(id: 2, title: "Inception", overview: "", posterPath: nil, voteAverage: 8.37),
        Movie(id: 3, title: "Insomnia", overview: "", posterPath: nil, voteAverage: 6.9),
        Movie(id: 4, title: "Into the Wild", overview: "", posterPath: nil, voteAverage: 7.8),
    ]
    return ScrollView {
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)], spacing: 16) {
            ForEach(movies) { movie in
                SearchMovieCard(movie: movie)
            }
        }
        .padding()
    }
    .environmentObject(FavoritesStore(favorites: [movies[0].toFavoriteMovie()]))
}
