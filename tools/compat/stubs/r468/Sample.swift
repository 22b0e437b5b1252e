import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        PopularMovieCell(movie: .avatar, genres: [Genre(id: 878, name: "Science Fiction")])
        PopularMovieCell(movie: .blackPanther, genres: [Genre(id: 28, name: "Action")])
    }
    .padding()
    .background(Color.BackgroundListView)
}
