// Stubs for TUM-Dev/Campus-iOS Campus-iOS/MoviesComponent/Views/MovieCard.swift: the Movie model
// (MoviesComponent/Model/Movie.swift, without its search tokens and decoding). Our own test double.
import Foundation

struct Movie: Identifiable {
    var id: Int64
    var actors: String?
    var cover: URL?
    var created: Date?
    var date: Date?
    var director: String?
    var genre: String?
    var link: URL?
    var movieDescription: String?
    var rating: String?
    var runtime: String?
    var title: String?
    var year: String?
}
