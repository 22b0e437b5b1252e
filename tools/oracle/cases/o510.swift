import OracleHarness
import SwiftUI

// o510: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), RSSChannelDetailsViewSnapshotTests.test_rssDetailsView_givenEmptyStatus, light, @2x.
// What the test builds: RSSChannelDetailsView over the test's mock view model: a channel without items, not
// loading, so background2 behind an EmptyDataView ("rss_details_no_items"); no navigation stack.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 400, height: 600))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    // The test's setUp.
    Container.locale = Locale(identifier: "en")
    Container.timeZone = TimeZone(secondsFromGMT: 0)!
    var state = RSSChannelDetailsViewModel.State(rssHistoryItem: .mock(), rssChannel: .mock(items: []))
    state.isLoading = false
    let viewModel = MockSwiftUIViewModelOf<RSSChannelDetailsViewModel>(state: state)
    return AnyView(RSSChannelDetailsView(viewModel: viewModel))
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 600)
