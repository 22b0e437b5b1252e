import OracleHarness
import SwiftUI

// o463: eduardoperetto/PopcornApp, SnapshotTests.test_MovieDetailsView_loading, light, @3x.
// What the test builds: the detail screen loading: a ProgressView scaled 2x, centred (no navigation
// container, so its inline title is not shown).
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): 390
// x 844 pt, safe area 47 above and 34 below, content size medium.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    return AnyView(
        MovieDetailsView(viewModel: OracleFixedDetailsViewModel(state: MovieDetailsViewState(movie: nil, error: nil, isLoading: true)))
    )
}

let oracleLayout = OracleLayout.iPhone13
