import OracleHarness
import SwiftUI

// o464: eduardoperetto/PopcornApp, SnapshotTests.test_MovieDetailsView_content, light, @3x.
// What the test builds: the detail screen of the suite's stubbed movie in a NavigationView (inline
// title "Stubbed Movie"): header with the poster and backdrop (remote URLs under
// https://images.test.com, not loaded in a test), like and watch-later buttons, the info grid,
// overview, providers, production, languages and status sections.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): 390
// x 844 pt, safe area 47 above and 34 below, content size medium.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    return AnyView(
        NavigationView {
            MovieDetailsView(viewModel: OracleFixedDetailsViewModel(state: MovieDetailsViewState(movie: OracleFixtures.details(), error: nil, isLoading: false)))
        }
    )
}

let oracleLayout = OracleLayout.iPhone13
