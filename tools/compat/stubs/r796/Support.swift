// Stubs for kaiserdem/MovieAppTCA (r796): a TMDB movie (Core/Models/Movie.swift, with its poster URL
// built from the poster path). Our own test double.
import Foundation

struct Movie: Equatable, Identifiable, Codable {
    let id: Int
    let title: String
    let overview: String
    let posterPath: String?
    let releaseDate: String
    let voteAverage: Double

    var posterURL: URL? {
        guard let posterPath else { return nil }
        return URL(string: "https://image.tmdb.org/t/p/w500\(posterPath)")
    }
}
