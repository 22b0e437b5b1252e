import SwiftUI

// A category's row of movies on the app's black screen.
@MainActor func makeSampleRow() -> some View {
    let movies = [
        Movie(id: 1, title: "Dune: Part Two", overview: "", posterPath: "/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg", releaseDate: "2024-02-27", voteAverage: 8.2),
        Movie(id: 2, title: "Inside Out 2", overview: "", posterPath: nil, releaseDate: "2024-06-11", voteAverage: 7.6),
        Movie(id: 3, title: "The Wild Robot", overview: "", posterPath: "/wTnV3PCVW5O92JMrFvvrRcV39RU.jpg", releaseDate: "2024-09-12", voteAverage: 8.4),
    ]
    return ZStack {
        Color.black.ignoresSafeArea()
        VStack(alignment: .leading) {
            Text("Popular").font(.title2).bold().foregroundColor(.white).padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(movies) { movie in
                        MovieCard(movie: movie)
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}
