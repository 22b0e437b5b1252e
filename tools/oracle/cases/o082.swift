import Domain
import FoodybitePresentation
import OracleHarness
import SwiftUI

// o082: marian-stanciulica/Foodybite, SearchCriteriaViewSnapshotTests.test_searchCriteriaView (light), light, @3x.
// The filter screen as the test's makeSUT() builds it (preferences radius 10 000 m, 4 stars): the
// "Filter" title with a close symbol, "Distance" over the radius slider (marine indicator showing
// "10.0", "0" and "20 km" labels), "Ratings" over five star buttons (4 yellow; the star is the
// module's rating_yellow_star PDF asset), and the marine "Reset" and "Apply" buttons at the
// bottom, hosted in a UIHostingController and snapshotted on an iPhone 13 (390 × 844, safe area
// 47 above, 34 below) with light traits.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = SearchCriteriaViewModel(
        userPreferences: UserPreferences(radius: 10_000, starsNumber: 4),
        userPreferencesSaver: EmptyUserPreferencesSaver()
    )
    return AnyView(SearchCriteriaView(viewModel: viewModel))
}

/// The test's private no-op saver.
private final class EmptyUserPreferencesSaver: UserPreferencesSaver {
    func save(_ userPreferences: UserPreferences) {}
}

let oracleLayout = OracleLayout.iPhone13
