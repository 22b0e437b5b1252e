import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let movies = [
        MovieSimple(movieId: "1", name: "Dune: Part Two", details: "2024, USA, Sci-Fi",
                    poster: "https://example.com/posters/dune2.jpg", cat: .film(8.4), info: nil),
        MovieSimple(movieId: "2", name: "Shogun", details: "2024, USA, Drama",
                    poster: "https://example.com/posters/shogun.jpg", cat: .series(8.7), info: .series(1, 10)),
        MovieSimple(movieId: "3", name: "Frieren", details: "2023, Japan, Fantasy",
                    poster: "https://example.com/posters/frieren.jpg", cat: .anime(nil), info: .completed),
    ]
    // The home screen: posters in an adaptive grid inside a scroll view.
    return NavigationStack {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150, maximum: 180), spacing: 18, alignment: .topLeading)],
                      alignment: .leading, spacing: 18) {
                ForEach(movies) { movie in
                    CardView(movie: movie, reservesSpace: true)
                }
            }
            .padding(.horizontal, 16)
        }
        .navigationTitle("Home")
    }
}
