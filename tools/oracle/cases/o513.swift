import OracleHarness
import SwiftUI

// o513: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), RSSChannelListViewSnapshotTests.test_rssListView_givenLoadingStatus, light, @2x.
// What the test builds: RSSChannelListView over the test's mock view model, loading: background2 behind a
// LoadingView ("common_loading"); no navigation stack.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 400, height: 600))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    var state = RSSChannelListViewModel.State(isShowingFavourites: false, channels: [])
    state.isLoading = true
    let viewModel = MockSwiftUIViewModelOf<RSSChannelListViewModel>(state: state)
    return AnyView(RSSChannelListView(viewModel: viewModel))
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 600)
