import OracleHarness
import SwiftUI

// o408: IsabellaS2/Maven, ImproveHomeSnapshotTest.testImproveHomeView, light, @3x.
// What the test builds: ImproveHomeView: a ScrollView of "Improve Videos" (midTitle), two 16 pt
// paragraphs and sections (Credit Cards, Loans, Car Finance, 18 pt bold headings) of CardComponent and
// LongCardComponent cards (an SF Symbol, a gray upper-case title, the description in the "font"
// colour; white, radius 12, shadow 4), on the "background" colour.
// As the test builds it: the view in a UIHostingController whose view frame is 375 x 1200 pt,
// assertSnapshot(of: viewController, as: .image): a host of that size, no safe area, no traits
// (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ImproveHomeView()
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 1200)
