import OracleHarness
import SwiftUI

// o506: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), EmptyDataViewSnapshotTests.test_emptyDataView, light, @2x.
// What the test builds: the test's private ContainerView: two EmptyDataViews 20 pt apart (folder.badge.questionmark,
// at most 100 x 100, over the lorem-ipsum text), short and medium text.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 300, height: 500))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 20) {
            EmptyDataView(text: .loremIpsumShort)
            EmptyDataView(text: .loremIpsumMedium)
        }
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 500)
