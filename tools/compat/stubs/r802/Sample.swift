import SwiftUI

// Home: the high-rated carousel on the app's dark background.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        Color.black.ignoresSafeArea()
        VStack(alignment: .leading) {
            Text("High Rated").font(.title2).bold().foregroundColor(.white).padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(SampleMovies.all, id: \.name) { movie in
                        HighRatedMovieCard(movie: movie)
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}
