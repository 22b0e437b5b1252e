import OracleHarness
import SwiftUI

// o461: eduardoperetto/PopcornApp, SnapshotTests.test_MoviesListView, light, @3x.
// What the test builds: the movies grid: a ScrollView of an adaptive LazyVGrid (minimum 150, spacing
// 16, padded 16) of four movie cells, then a tinted ProgressView for loading more, on white.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .fixed(width: 375, height:
// 600))): a host of that size, the view centred in it, no safe area.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    return AnyView(
        MoviesListView(state: .constant(MovieListViewState(
            movies: (0 ..< 4).map { OracleFixtures.movie(id: $0, title: "Title \($0)", overview: "", posterPath: nil, voteAverage: Double($0)) },
            isLoadingMore: true
        )))
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 600)
