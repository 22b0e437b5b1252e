import OracleHarness
import SwiftUI

// o466: eduardoperetto/PopcornApp, SnapshotTests.test_FilterSheetView_defaultState, light, @3x.
// What the test builds: the filter sheet with no filters applied: a NavigationView of a scrolling form
// (language, release year, release date range, sort by, vote range, genre sections) and its buttons;
// the release-year field's placeholder names the current year ("e.g., 2025" when recorded).
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): 390
// x 844 pt, safe area 47 above and 34 below, content size medium.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    return AnyView(
        FilterSheetView(viewModel: FilterableViewModel())
    )
}

let oracleLayout = OracleLayout.iPhone13
