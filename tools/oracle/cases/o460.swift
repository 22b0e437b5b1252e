import OracleHarness
import SwiftUI

// o460: eduardoperetto/PopcornApp, SnapshotTests.test_MovieItemView, light, @3x.
// What the test builds: the movie cell: a 2:3 poster placeholder (no poster path, so no URL) on the
// catalog BackgroundColor, 8 pt corners, "Test Movie" (subheadline, one line) and a star with "7.8"
// (caption2).
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .fixed(width: 150, height:
// 200))): a host of that size, the view centred in it, no safe area.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    return AnyView(
        MovieItemView(movie: OracleFixtures.movie(id: 1, title: "Test Movie", overview: "Overview", posterPath: nil, voteAverage: 7.8))
    )
}

let oracleLayout = OracleLayout.fixed(width: 150, height: 200)
