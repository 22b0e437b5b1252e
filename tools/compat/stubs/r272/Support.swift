import Foundation
// Stubs for alfredo961/Movies Movies/Views/Components/MovieItem.swift (what the row uses from elsewhere in
// its app: Utils/Constants.swift, the TMDB image path only).

class Constants {
    static let baseUrl = "https://api.themoviedb.org"
    static let imagePath = "https://image.tmdb.org/t/p/w200"
}
