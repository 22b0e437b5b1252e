// Stubs for barisgorgun/MovieApp shared by its rows (r797–r799): the domain entities (Domain/Entity/
// Movie.swift, Cast.swift, FavoriteMovie.swift with their TMDB image URLs), the favourites store the
// cards toggle (Presentation/Screens/Favorites/FavoritesStore.swift; in memory here, without its use
// cases) and the cached image view (Presentation/ImageLoader/CachedAsyncImage.swift: the placeholder
// until an image loads, which never happens here). Our own test doubles with the app's names.
import SwiftUI

struct Movie: Identifiable, Hashable {
    let id: Int
    let title: String
    let overview: String
    let posterPath: String?
    let voteAverage: Double

    var posterURL: URL? { URL(string: "https://image.tmdb.org/t/p/w500\(posterPath ?? "")") }

    func toFavoriteMovie() -> FavoriteMovie {
        FavoriteMovie(id: id, name: title, posterPath: posterPath)
    }
}

struct FavoriteMovie: Identifiable, Codable, Hashable {
    let id: Int
    let name: String
    let posterPath: String?

    var posterURL: URL? {
        guard let posterPath else { return nil }
        return URL(string: "https://image.tmdb.org/t/p/w500\(posterPath)")
    }
}

struct Cast: Identifiable, Equatable {
    let id: Int
    let name: String
    let character: String
    let profilePath: String?

    var profileURL: URL? {
        guard let profilePath else { return nil }
        return URL(string: "https://image.tmdb.org/t/p/w500\(profilePath)")
    }
}

@MainActor
final class FavoritesStore: ObservableObject {
    @Published private(set) var favorites: [FavoriteMovie] = []

    init(favorites: [FavoriteMovie] = []) { self.favorites = favorites }

    func toggle(movie: FavoriteMovie) async {
        if isFavorite(movie.id) {
            favorites.removeAll { $0.id == movie.id }
        } else {
            favorites.append(movie)
        }
    }

    func isFavorite(_ id: Int) -> Bool { favorites.contains { $0.id == id } }
}

struct CachedAsyncImage: View {
    let url: URL?
    private let placeholder: AnyView

    init(url: URL?, @ViewBuilder placeholder: @escaping () -> some View = { Rectangle().fill(Color.gray.opacity(0.3)) }) {
        self.url = url
        self.placeholder = AnyView(placeholder())
    }

    var body: some View { placeholder }
}
