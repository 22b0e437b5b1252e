// Stubs for MujtabaMK/MovieExplorer MovieExplorer/Views/MovieRow.swift: the TMDB Movie model
// (Models/Movie.swift, without Codable) and the image base URL of the app's API constants. Our own double.
import Foundation

enum API {
    static let imageBaseURL = "https://image.tmdb.org/t/p/w500"
}

struct Movie: Identifiable, Equatable {
    let id: Int
    let title: String
    let originalTitle: String
    let overview: String
    let posterPath: String?
    let backdropPath: String?
    let releaseDate: String
    let voteAverage: Double
    let voteCount: Int
    let popularity: Double

    var posterURL: String { API.imageBaseURL + (posterPath ?? "") }
}
