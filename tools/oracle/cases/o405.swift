import OracleHarness
import SwiftUI

// o405: IsabellaS2/Maven, QuizIntroViewSnapshotTest.testQuizIntroView, light, @3x.
// What the test builds: QuizIntroView of the test's quiz: "Test Quiz" (midTitle), "Category: Test
// Category" (18 pt bold), "Ready to test your knowledge?" (16 pt), then the CustomButtons "Continue"
// (white, padding 80) and "Go Back" (gray, padding 60), spaced 20, on the "background" colour.
// As the test builds it: the view in a UIHostingController whose view frame is 375 x 800 pt,
// assertSnapshot(of: viewController, as: .image): a host of that size, no safe area, no traits
// (light).
@MainActor func makeOracleView() -> AnyView {
    let navViewModel = NavigationViewModel(router: Router())
    QuizData.allQuizzes["1"] = QuizSet(title: "Test Quiz", category: "Test Category", questions: [])
    return AnyView(
        QuizIntroView(quizID: "1", nav: navViewModel)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
