import SwiftUI

// The search results list: one cell per movie.
@MainActor func makeSampleRow() -> some View {
    let movies = [
        Movie(title: "Batman Begins", year: "2005", imdbId: "tt0372784", poster: "https://example.com/posters/tt0372784.jpg"),
        Movie(title: "The Dark Knight", year: "2008", imdbId: "tt0468569", poster: "https://example.com/posters/tt0468569.jpg"),
    ]
    return List(movies, id: \.imdbId) { movie in
        MovieCell(movie: movie)
    }
}
