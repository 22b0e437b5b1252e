import Combine
import Foundation
import SwiftUI

// What Popcorn's SnapshotTests set up around the views, restated for the oracle (not the
// repository's test code): BaseTestCase installs a test dependency container before every test
// (AppDI.container = .stub()), whose environment points image URLs at https://images.test.com
// and whose services never deliver anything; the detail tests hand the view a view model whose
// fetch does nothing and whose state is the test's.

/// A logger that drops every message.
final class OracleQuietLogger: LoggerProtocol {
    func i(_ message: String, tag: String) {}
    func d(_ message: String, tag: String) {}
    func w(_ message: String, tag: String) {}
    func e(_ message: String, tag: String) {}
}

/// A network service whose requests never complete.
struct OracleSilentNetwork: NetworkService {
    func request<T: Decodable>(_ endpoint: APIEndpoint, responseType: T.Type) -> AnyPublisher<T, NetworkError> {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

/// A local store that never answers.
struct OracleSilentLocalStore: MovieLocalDataSource {
    func fetchLikedMovies() -> AnyPublisher<[Movie], Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func storeLikedMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func removeLikedMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func isMovieLiked(movieId: Int) -> AnyPublisher<Bool, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func fetchWatchLaterMovies() -> AnyPublisher<[Movie], Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func storeWatchLaterMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func removeWatchLaterMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func isMovieSetToWatchLater(movieId: Int) -> AnyPublisher<Bool, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
}

/// A repository that never answers.
struct OracleSilentRepository: MovieRepository {
    func fetchMovies(filtering: FilterOptions?, page: Int) -> AnyPublisher<PaginatedMovies, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func fetchMovieDetails(id: Int) -> AnyPublisher<MovieDetails, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func fetchLikedMovies() -> AnyPublisher<[Movie], Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func storeLikedMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func removeLikedMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func fetchWatchLaterMovies() -> AnyPublisher<[Movie], Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func storeWatchLaterMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func removeWatchLaterMovie(_ movie: Movie) -> AnyPublisher<Void, Error> { Empty(completeImmediately: false).eraseToAnyPublisher() }
}

enum OracleTestContainer {
    /// Installs the test container the suite's setUp installs: test URLs, silent services.
    static func install() {
        let repository = OracleSilentRepository()
        AppDI.container = AppDIContainer(
            environment: PopcornEnvironment(
                apiKey: "test-api-key",
                baseUrl: URL(string: "https://api.test.com")!,
                imageBaseUrl: URL(string: "https://images.test.com")!
            ),
            logger: OracleQuietLogger(),
            networkService: OracleSilentNetwork(),
            movieLocalDataSource: OracleSilentLocalStore(),
            movieRepository: repository,
            fetchMoviesUseCase: FetchMoviesListUseCase(repository: repository),
            fetchMovieDetailsUseCase: FetchMovieDetailsUseCase(repository: repository),
            fetchLikedMoviesUseCase: FetchLikedMoviesUseCase(repository: repository),
            setMovieLikedUseCase: SetMovieLikedUseCase(repository: repository),
            setMovieWatchLaterUseCase: SetMovieWatchLaterUseCase(repository: repository),
            fetchWatchLaterMoviesUseCase: FetchWatchLaterMoviesUseCase(repository: repository)
        )
    }
}

/// The detail tests' view model: the state is set by the test, and fetching does nothing.
final class OracleFixedDetailsViewModel: MovieDetailsViewModel {
    init(state: MovieDetailsViewState) {
        let repository = OracleSilentRepository()
        super.init(
            movieId: 0,
            fetchMovieDetailsUseCase: FetchMovieDetailsUseCase(repository: repository),
            setMovieLikedUseCase: SetMovieLikedUseCase(repository: repository),
            setMovieWatchLaterUseCase: SetMovieWatchLaterUseCase(repository: repository)
        )
        self.state = state
    }

    override func fetchMovieData() {}
}

/// The fixtures the tests build, with the values their stub helpers default to.
enum OracleFixtures {
    static func movie(id: Int, title: String, overview: String, posterPath: String?, voteAverage: Double) -> Movie {
        Movie(id: id, title: title, overview: overview, posterPath: posterPath, voteAverage: voteAverage)
    }

    /// The suite's default movie details ("Stubbed Movie", 2024-01-01, 120 min, 8.5 of 1200 votes,
    /// a backdrop and a poster path, one company, English, "Released", one provider).
    static func details() -> MovieDetails {
        MovieDetails(
            id: 1,
            title: "Stubbed Movie",
            tagline: "A great tagline",
            overview: "This is a stubbed movie used for testing purposes.",
            releaseDate: "2024-01-01",
            genres: [MovieGenre(id: 1, name: "Action")],
            runtime: 120,
            budget: 100_000_000,
            revenue: 300_000_000,
            voteAverage: 8.5,
            voteCount: 1200,
            backdropPath: "/stubbedBackdrop.jpg",
            posterPath: "/stubbedPoster.jpg",
            homepage: "https://example.com/stubbed-movie",
            productionCompanies: [ProductionCompany(id: 1, name: "Stubbed Productions", logoPath: nil, originCountry: "US")],
            spokenLanguages: [.en],
            status: "Released",
            movieProviders: [MovieProvider(id: 1, name: "StubFlix", logoPath: "/StubFlix.jpg")],
            isLiked: false,
            isSetToWatchLater: false
        )
    }
}
