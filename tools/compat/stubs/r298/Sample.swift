import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        ChannelRow(channel: .constant(Channel(
            channelId: "UC1", title: "YuChan Channel",
            thumbnailImageUrl: "https://yt3.ggpht.com/ytc/AAUvwngABpVP2Dh5kziMwBubM3LoBbn9G813luZ-1HqS=s240-c-k-c0x00ffffff-no-rj",
            type: .original, updatedAt: 1_764_250_000_000,
            statistics: ChannelStatistics(channelId: "UC1", title: "YuChan Channel", description: "", thumbnailIconUrl: "",
                                          subscribers: 128_400, views: 9_876_543, comments: 0, videos: 412, uploads: "",
                                          publishedAt: "", lastPublishedVideoAt: "", updatedAt: 0, isRebranded: false))))
        ChannelRow(channel: .constant(Channel(
            channelId: "UC2", title: "Hoshino Mika Ch.", thumbnailImageUrl: "https://",
            type: .half, updatedAt: 1_764_000_000_000, statistics: nil)))
    }
}
