import OracleHarness
import SwiftUI

// o402: IsabellaS2/Maven, QuizResultSnapshotTest.testQuizQuestionsPerfectScoreView, light, @3x.
// What the test builds: QuizResultView, score 5 of 5: "🎉 Perfect Score!" (midTitle: 36 pt heavy), "You
// scored 5 out of 5" (16 pt), and the CustomButton "Check out more like this" (white, horizontal
// padding 40, 45 pt tall, radius 15, shadow), spaced 20 between Spacers, padded, on the "background"
// colour.
// As the test builds it: the view in a UIHostingController whose view frame is 375 x 800 pt,
// assertSnapshot(of: viewController, as: .image): a host of that size, no safe area, no traits
// (light).
@MainActor func makeOracleView() -> AnyView {
    let navViewModel = NavigationViewModel(router: Router())
    return AnyView(
        QuizResultView(nav: navViewModel, score: 5, total: 5)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
