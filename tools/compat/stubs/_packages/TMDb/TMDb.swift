import Foundation
// Stub of the TMDb package (adamayoung/TMDb): the Movie model corpus rows read, with the fields
// they read. Test double; no network.

public struct Genre: Identifiable, Codable, Equatable, Hashable {
    public let id: Int
    public let name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

public struct Movie: Identifiable, Codable, Equatable, Hashable {
    public let id: Int
    public let title: String
    public let originalTitle: String?
    public let overview: String?
    public let runtime: Int?
    public let genres: [Genre]?
    public let releaseDate: Date?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?

    public init(id: Int, title: String, originalTitle: String? = nil, overview: String? = nil,
                runtime: Int? = nil, genres: [Genre]? = nil, releaseDate: Date? = nil,
                posterPath: URL? = nil, backdropPath: URL? = nil, popularity: Double? = nil,
                voteAverage: Double? = nil, voteCount: Int? = nil) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.overview = overview
        self.runtime = runtime
        self.genres = genres
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
