import OracleHarness
import SwiftUI

// o507: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), ErrorViewSnapshotTests.test_errorView, light, @2x.
// What the test builds: the test's private ContainerView: two ErrorViews 20 pt apart (icon_error 60 x 60, the
// lorem-ipsum text, a "Lorem ipsum" capsule action button), short and medium text.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 300, height: 400))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 20) {
            ErrorView(text: .loremIpsumShort, retryText: .loremIpsumVeryShort) {}
            ErrorView(text: .loremIpsumMedium, retryText: .loremIpsumVeryShort) {}
        }
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 400)
