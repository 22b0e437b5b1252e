import OracleHarness
import SwiftUI

// o467: eduardoperetto/PopcornApp, SnapshotTests.test_FilterSheetView_withAppliedFilters, light, @3x.
// What the test builds: the filter sheet after the test applies Spanish, 2022, 2021-01-01 to
// 2021-12-31, vote average descending, votes 2 to 9 and the Thriller genre.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): 390
// x 844 pt, safe area 47 above and 34 below, content size medium.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    let viewModel = FilterableViewModel()
    var filters = FilterOptions()
    filters.language = .es
    filters.primaryReleaseYear = 2022
    filters.releaseDateRange = DateRangeFilter(start: "2021-01-01", end: "2021-12-31")
    filters.sortBy = .voteAverageDesc
    filters.voteRange = RangeFilter(min: 2.0, max: 9.0)
    filters.movieGenre = MovieGenre(id: 3, name: "Thriller")
    viewModel.applyFilters(filters)
    return AnyView(FilterSheetView(viewModel: viewModel))
}

let oracleLayout = OracleLayout.iPhone13
