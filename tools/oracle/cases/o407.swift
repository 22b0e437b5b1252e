import OracleHarness
import SwiftUI

// o407: IsabellaS2/Maven, MavenInfoSnapshotTest.testMavenInfoView, light, @3x.
// What the test builds: MavenInfoView: a ScrollView of the "MAVEN" title (45 pt heavy) and its
// expansion, "What is a MAVEN score?" with its paragraph, the books.vertical and creditcard symbols,
// how the score is calculated (Financial Knowledge, Behaviour, numbered lists) and the four levels
// (Text concatenations with bold names), on the "background" colour.
// As the test builds it: the view in a UIHostingController whose view frame is 375 x 1100 pt,
// assertSnapshot(of: viewController, as: .image): a host of that size, no safe area, no traits
// (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        MavenInfoView()
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 1100)
