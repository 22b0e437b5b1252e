import OracleHarness
import SwiftUI

// o515: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), RSSChannelListViewSnapshotTests.test_rssListView_givenLoadedStatus, light, @2x.
// What the test builds: RSSChannelListView over the test's mock view model with two favourite channels (lorem
// titles and descriptions, no image URL) in a plain List; no navigation stack.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 400, height: 600))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    let uuid1 = UUID()
    let uuid2 = UUID()
    let historyItem1 = RSSHistoryItem(id: uuid1, channelURL: URL(string: "test")!, isFavourite: true)
    let historyItem2 = RSSHistoryItem(id: uuid2, channelURL: URL(string: "test")!, isFavourite: true)
    let channel1 = RSSChannel(title: .loremIpsumShort, description: .loremIpsumShort, imageURL: nil, items: [])
    let channel2 = RSSChannel(title: .loremIpsumMedium, description: .loremIpsumMedium, imageURL: nil, items: [])
    let channels = [RSSChannelResponse(historyItem: historyItem1, channel: .success(channel1)), .init(historyItem: historyItem2, channel: .success(channel2))]
    let state = RSSChannelListViewModel.State(isShowingFavourites: false, channels: channels)
    let viewModel = MockSwiftUIViewModelOf<RSSChannelListViewModel>(state: state)
    return AnyView(RSSChannelListView(viewModel: viewModel))
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 600)
