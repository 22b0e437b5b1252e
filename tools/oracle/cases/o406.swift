import OracleHarness
import SwiftUI

// o406: IsabellaS2/Maven, QuizQuestionSnapshotTest.testQuizQuestionsView, light, @3x.
// What the test builds: QuizQuestionView at its first question: "What is APR?" (18 pt bold), the three
// options as full-width buttons (text in the "font" colour, padded, on gray at 0.1 opacity, radius 8)
// and the button "Need a hint? You have 2 hints remaining", spaced 20, padded, leading-aligned, on the
// "background" colour.
// As the test builds it: the view in a UIHostingController whose view frame is 375 x 800 pt,
// assertSnapshot(of: viewController, as: .image): a host of that size, no safe area, no traits
// (light).
@MainActor func makeOracleView() -> AnyView {
    let navViewModel = NavigationViewModel(router: Router())
    return AnyView(
        QuizQuestionView(
            nav: navViewModel,
            quiz: QuizSet(
                title: "Test Quiz",
                category: "Finance",
                questions: [
                    Question(
                        question: "What is APR?",
                        options: ["Annual Percentage Rate", "Average Payment Rate", "Annual Pay Rate"],
                        correctAnswer: "Annual Percentage Rate",
                        explanation: "APR reflects the yearly cost of borrowing, including interest and fees."
                    ),
                    Question(
                        question: "What is a credit score used for?",
                        options: ["To measure savings", "To assess creditworthiness", "To calculate tax"],
                        correctAnswer: "To assess creditworthiness",
                        explanation: "It’s a number that shows how likely you are to repay debt."
                    )
                ]
            )
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 800)
