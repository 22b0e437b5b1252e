import OracleHarness
import SwiftUI

// o511: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), RSSChannelDetailsViewSnapshotTests.test_rssDetailsView_givenLoadedStatus, light, @2x.
// What the test builds: RSSChannelDetailsView over the test's mock view model: four items of 1970-01-01 (GMT,
// locale en) without images, some without title or description, in a plain List; no navigation stack.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 400, height: 600))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    // The test's setUp.
    Container.locale = Locale(identifier: "en")
    Container.timeZone = TimeZone(secondsFromGMT: 0)!
    let date = Date(timeIntervalSince1970: 0)
    let item1 = RSSItem.mock(guid: "1", title: .loremIpsumShort, description: .loremIpsumShort, imageURL: nil, pubDate: date)
    let item2 = RSSItem.mock(guid: "2", title: .loremIpsumMedium, description: .loremIpsumMedium, imageURL: nil, pubDate: date)
    let item3 = RSSItem.mock(guid: "3", title: .loremIpsumMedium, description: nil, imageURL: nil, pubDate: date)
    let item4 = RSSItem.mock(guid: "4", title: nil, description: .loremIpsumMedium, imageURL: nil, pubDate: date)
    var state = RSSChannelDetailsViewModel.State(rssHistoryItem: .mock(), rssChannel: .mock(items: [item1, item2, item3, item4]))
    state.isLoading = false
    let viewModel = MockSwiftUIViewModelOf<RSSChannelDetailsViewModel>(state: state)
    return AnyView(RSSChannelDetailsView(viewModel: viewModel))
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 600)
