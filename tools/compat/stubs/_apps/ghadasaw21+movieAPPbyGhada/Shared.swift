// Stubs for ghadasaw21/movieAPPbyGhada shared by its rows (r802, r803): a movie's fields as the app's
// Airtable records give them (Preview Content/model/MovieModels.swift), the detail screen a card links
// to, and sample records. Our own test doubles with the app's names.
import SwiftUI

struct MovieFields: Codable {
    let name: String
    let rating: String
    let genre: [String]
    let poster: String
    let language: [String]
    let IMDb_rating: Double
    let runtime: String
    let story: String
}

struct MovieDetailsView: View {
    let movie: MovieFields
    var body: some View { Text(movie.name) }
}

enum SampleMovies {
    static let all: [MovieFields] = [
        MovieFields(name: "The Dark Knight", rating: "PG-13", genre: ["Action", "Drama"],
                    poster: "https://example.com/posters/dark-knight.jpg", language: ["English"], IMDb_rating: 9.0,
                    runtime: "2h 32m", story: ""),
        MovieFields(name: "Mad Max: Fury Road", rating: "R", genre: ["Action"],
                    poster: "https://example.com/posters/fury-road.jpg", language: ["English"], IMDb_rating: 8.1,
                    runtime: "2h", story: ""),
    ]
}
