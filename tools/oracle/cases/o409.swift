import OracleHarness
import SwiftUI

// o409: IsabellaS2/Maven, UserScenarioHomeSnapshotTest.testUserScenarioHomeView, light, @3x.
// What the test builds: UserScenarioHomeView: a ScrollView of "User Scenarios" (midTitle), two 16 pt
// paragraphs and sections (Credit Cards, BNPL, Mortgages, Loans) of LongCardComponent cards ("User
// Scenario" header, title, the scenario's name, the tag "What went wrong?"; white, radius 12, shadow
// 4, at least 160 pt tall), on the "background" colour.
// As the test builds it: the view in a UIHostingController whose view frame is 375 x 1500 pt,
// assertSnapshot(of: viewController, as: .image): a host of that size, no safe area, no traits
// (light).
@MainActor func makeOracleView() -> AnyView {
    let navViewModel = NavigationViewModel(router: Router())
    return AnyView(
        UserScenarioHomeView(nav: navViewModel)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 1500)
