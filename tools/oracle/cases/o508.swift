import OracleHarness
import SwiftUI

// o508: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), LoadingViewSnapshotTests.test_loadingView, light, @2x.
// What the test builds: the test's private ContainerView: two LoadingViews 20 pt apart (a large circular
// ProgressView tinted foreground1 over the lorem-ipsum text), short and medium text.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 300, height: 400))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 20) {
            LoadingView(text: .loremIpsumShort)
            LoadingView(text: .loremIpsumMedium)
        }
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 400)
