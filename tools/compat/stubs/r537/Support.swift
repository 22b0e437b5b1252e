import Foundation
// Stubs for RathaKrishna/RKMovieDBUI RKMovieDBUI/Home/Views/MovieCardsView.swift: the "now showing" sample
// data its preview reads (RKMovieDBUI/Home/Models/MovieModel.swift: Series, MoviesType, nowShowingList).

enum MoviesType {
    case all, action, comedy, drama, fantasy, horror, mystery, romance, adventure
}

struct Series: Identifiable {
    var id = UUID()
    var title: String
    var year: String
    var type: MoviesType
    var image: String
    var ratings: String
}

let nowShowingList = [
    Series(title: "Hello, My Name Is Doris", year: "2015", type: .drama,
           image: "https://m.media-amazon.com/images/M/MV5BMTg0NTM3MTI1MF5BMl5BanBnXkFtZTgwMTAzNTAzNzE@._V1_.jpg",
           ratings: "4.3"),
    Series(title: "Spider-Man: No Way Home", year: "2021", type: .action,
           image: "https://image.tmdb.org/t/p/w500/1g0dhYtq4irTY1GPXvft6k4YLjm.jpg", ratings: "4.6"),
    Series(title: "Encanto", year: "2021", type: .fantasy,
           image: "https://image.tmdb.org/t/p/w500/4j0PNHkMr5ax3IA8tjtxcmPU3QT.jpg", ratings: "4.1"),
]
