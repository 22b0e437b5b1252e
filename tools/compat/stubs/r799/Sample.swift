import SwiftUI

// Favourites in a two-column grid.
@MainActor func makeSampleRow() -> some View {
    let favorites = [
        FavoriteMovie(id: 1, name: "Interstellar", posterPath: "/gEU2QniE6E77NI6lCU6MxlNBvIx.jpg"),
        FavoriteMovie(id: 2, name: "The Grand Budapest Hotel", posterPath: nil),
        FavoriteMovie(id: 3, name: "Spirited Away", posterPath: nil),
    ]
    return ScrollView {
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)], spacing: 16) {
            ForEach(favorites) { movie in
                FavoriteCard(movie: movie)
            }
        }
        .padding()
    }
    .environmentObject(FavoritesStore(favorites: favorites))
}
