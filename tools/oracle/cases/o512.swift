import OracleHarness
import SwiftUI

// o512: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), RSSChannelListViewSnapshotTests.test_rssListView_givenEmptyStatus, light, @2x.
// What the test builds: RSSChannelListView over the test's mock view model with no channels: background2 behind an
// EmptyDataView ("rss_list_no_channels"); no navigation stack.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 400, height: 600))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    let state = RSSChannelListViewModel.State(isShowingFavourites: false, channels: [])
    let viewModel = MockSwiftUIViewModelOf<RSSChannelListViewModel>(state: state)
    return AnyView(RSSChannelListView(viewModel: viewModel))
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 600)
