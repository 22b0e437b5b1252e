import SwiftUI
// Stubs for segundofarina/TheMovieDB shared by its rows: Movie with its image URLs and sample movies
// (Models/Movie.swift; overviews shortened), Genre (Models/Genre.swift), the asset colours
// BackgroundListView (#1B1B1B) and IceBlue (#E1F5FF) (Extensions/Color+Extensions.swift,
// Assets.xcassets) and CacheAsyncImage (Presentation/Views/CacheAsyncImage.swift; the app loads
// through its own cache, here AsyncImage with the same spinner placeholder).

struct Movie: Codable, Hashable {
    let id: Int
    let overview: String
    let releaseDate: String
    let title: String
    let backdropPath: String?
    let posterPath: String?
    let genreIds: [Int]
}

extension Movie {
    static let CDN_URL: String = "https://image.tmdb.org/t/p/"

    func posterURL(size: PosterSize) -> String? {
        guard let posterPath else { return nil }
        return "\(Self.CDN_URL)/\(size.rawValue)/\(posterPath)"
    }

    func backdropURL(size: BackdropSize) -> String? {
        guard let backdropPath else { return nil }
        return "\(Self.CDN_URL)/\(size.rawValue)/\(backdropPath)"
    }

    enum BackdropSize: String {
        case w300, w780, w1280, original
    }

    enum PosterSize: String {
        case w92, w154, w185, w342, w500, w780, original
    }

    static let blackPanther = Movie(id: 505642, overview: "Wakanda after T'Challa.", releaseDate: "2022-11-09",
                                    title: "Black Panther: Wakanda Forever", backdropPath: "/xDMIl84Qo5Tsu62c9DGWhmPI67A.jpg",
                                    posterPath: "/sv1xJUazXeYqALzczSZ3O6nkH75.jpg", genreIds: [28, 12, 878])
    static let antMan = Movie(id: 640146, overview: "Into the Quantum Realm.", releaseDate: "2023-02-15",
                              title: "Ant-Man and the Wasp: Quantumania", backdropPath: "/3JSoB7eMbCd8sE8alxNiUtrNiTz.jpg",
                              posterPath: "/ngl2FKBlU4fhbdsrtdom9LVLBXw.jpg", genreIds: [12, 878, 35])
    static let avatar = Movie(id: 76600, overview: "The Sully family, a decade later.", releaseDate: "2022-12-14",
                              title: "Avatar: The Way of Water", backdropPath: "/ovM06PdF3M8wvKb06i4sjW3xoww.jpg",
                              posterPath: "/t6HIqrRAclMCA60NsSmeqe9RmNV.jpg", genreIds: [878, 12, 28])
}

struct Genre: Codable, Hashable {
    let id: Int
    let name: String
}

extension Color {
    static var BackgroundListView: Color { Color(red: 0x1B / 255, green: 0x1B / 255, blue: 0x1B / 255) }
    static var iceBlue: Color { Color(red: 0xE1 / 255, green: 0xF5 / 255, blue: 0xFF / 255) }
}

struct CacheAsyncImage: View {
    let url: String?

    init(url: String?) {
        self.url = url
    }

    var body: some View {
        AsyncImage(url: URL(string: url ?? "")) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            ZStack {
                ProgressView()
            }
        }
    }
}
