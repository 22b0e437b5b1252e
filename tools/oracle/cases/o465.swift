import OracleHarness
import SwiftUI

// o465: eduardoperetto/PopcornApp, SnapshotTests.test_MovieDetailsView_error, light, @3x.
// What the test builds: the detail screen's error view: the exclamationmark.triangle symbol, "Error"
// and "Failed to load", without a try-again button.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): 390
// x 844 pt, safe area 47 above and 34 below, content size medium.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    return AnyView(
        MovieDetailsView(viewModel: OracleFixedDetailsViewModel(state: MovieDetailsViewState(
            movie: nil,
            error: ErrorViewState(title: "Error", description: "Failed to load", tryAgain: nil),
            isLoading: false
        )))
    )
}

let oracleLayout = OracleLayout.iPhone13
