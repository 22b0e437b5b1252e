import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ScrollView {
        CardView(title: "Dune: Part Two", posterPath: "https://image.tmdb.org/t/p/w500/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg", releaseDate: "2024-02-27", voteAverage: 8.2, voteCount: 5821)
    }
}
