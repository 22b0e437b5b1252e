import SwiftUI

// Home: the action row on the app's dark background.
@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack(alignment: .leading) {
                Text("Action").font(.title2).bold().foregroundColor(.white).padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 16) {
                        ForEach(SampleMovies.all, id: \.name) { movie in
                            ActionMovieCard(movie: movie)
                        }
                    }
                    .padding(.horizontal)
                }
            }
        }
    }
}
