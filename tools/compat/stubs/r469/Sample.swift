import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        VStack(spacing: 0) {
            SearchListCell(movie: .antMan, isMovieInWatchList: false, addMovieToWatchList: {})
            SearchListCell(movie: .avatar, isMovieInWatchList: true, addMovieToWatchList: {})
        }
        .background(Color.BackgroundListView)
    }
}
