import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        WatchlistCell(movie: .blackPanther)
        WatchlistCell(movie: .antMan)
        WatchlistCell(movie: .avatar)
    }
    .padding()
    .background(Color.BackgroundListView)
}
