// Stubs shared by the voidboost/hdrezka-swiftui rows (r635, r636): MovieSimple with its Cat and Info
// (Shared/Domain/Entities/Movie/MovieSimple.swift, Transferable as JSON like the app's), MoviesCollection
// and Named (Shared/Domain/Entities/), the navigation Destinations (iOS/Core/AppState.swift, the cases the
// cards push), and the View helpers shimmering(active:), imageFill(_:) and viewModifier(body:)
// (Shared/Utils/). English strings stand in for the localized keys. Our own test doubles.
import SwiftUI
import UniformTypeIdentifiers

protocol Named: Identifiable, Hashable {
    var name: String { get }
}

struct MovieSimple: Identifiable, Codable, Hashable {
    let movieId: String
    let name: String?
    let details: String?
    let poster: String?
    let cat: Cat?
    let info: Info?
    let id: UUID

    init(movieId: String, name: String? = nil, details: String? = nil, poster: String? = nil, cat: Cat? = nil,
         info: Info? = nil, id: UUID = .init()) {
        self.movieId = movieId
        self.name = name
        self.details = details
        self.poster = poster
        self.cat = cat
        self.info = info
        self.id = id
    }

    enum Cat: Codable, Hashable {
        case film(Float? = nil)
        case series(Float? = nil)
        case anime(Float? = nil)
        case cartoon(Float? = nil)
        case show(Float? = nil)

        var title: String {
            switch self {
            case .film: return "Film"
            case .series: return "Series"
            case .anime: return "Anime"
            case .cartoon: return "Cartoon"
            case .show: return "Show"
            }
        }

        var rating: Float? {
            switch self {
            case let .film(r), let .series(r), let .anime(r), let .cartoon(r), let .show(r): return r
            }
        }

        var icon: String {
            switch self {
            case .film: return "movieclapper"
            case .series: return "play.rectangle.on.rectangle"
            case .anime: return "film"
            case .cartoon: return "paintbrush"
            case .show: return "tv"
            }
        }

        var color: Color {
            switch self {
            case .anime: return .gray
            case .film: return .blue
            case .series: return .red
            case .cartoon: return .purple
            case .show: return .orange
            }
        }
    }

    enum Info: Codable, Hashable {
        case completed
        case series(Int, Int)
        case wait

        var title: String {
            switch self {
            case .completed: return "Completed"
            case let .series(season, episode): return "Season \(season), episode \(episode)"
            case .wait: return "Awaiting release"
            }
        }
    }
}

extension MovieSimple: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(for: MovieSimple.self, contentType: .json)
    }
}

struct MoviesCollection: Codable, Named {
    let collectionId: String
    let name: String
    let poster: String?
    let count: Int?
    let id: UUID

    init(collectionId: String, name: String, poster: String?, count: Int?, id: UUID = .init()) {
        self.collectionId = collectionId
        self.name = name
        self.poster = poster
        self.count = count
        self.id = id
    }
}

enum Destinations: Hashable, Identifiable {
    case watchingLater
    case bookmarks
    case details(MovieSimple)
    case collection(MoviesCollection)
    case settings

    var id: Self { self }
}

extension View {
    /// The app's loading shimmer: a pulsing highlight over the placeholder.
    @ViewBuilder func shimmering(active: Bool = true) -> some View {
        if active {
            self.overlay(
                LinearGradient(colors: [.clear, .white.opacity(0.35), .clear], startPoint: .leading, endPoint: .trailing)
            )
        } else {
            self
        }
    }

    @ViewBuilder func imageFill(_ ratio: CGFloat? = nil) -> some View {
        aspectRatio(contentMode: .fill)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .aspectRatio(ratio, contentMode: .fit)
    }

    @ViewBuilder func viewModifier(@ViewBuilder body: (_ content: Self) -> some View) -> some View {
        body(self)
    }
}
