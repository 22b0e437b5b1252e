// Stubs for fer0n/Unwatched shared by its rows (r749–r751): the statistics view model and its
// per-channel entry, and the YouTube channel search result with the onboarding suggestions.
// Our own test doubles with the app's names.
import SwiftUI
import UnwatchedShared

struct ChannelStat: Identifiable, Sendable {
    var id: String { channelId }
    let channelId: String
    let channelName: String
    let watchTime: TimeInterval
}

@Observable
final class StatsVM {
    var channels: [ChannelStat] = []
    var isLoading = false

    func deleteStats(date: Date, channelId: String? = nil) async {
        channels.removeAll { $0.channelId == channelId }
    }
}

struct YoutubeChannelSearchResult: Identifiable, Hashable, Sendable {
    var channelId: String
    var title: String
    var userName: String?
    var subscriberCount: String?
    var thumbnailUrl: URL?
    var id: String { channelId }
}

enum OnboardingChannelSuggestions {
    static let all: [YoutubeChannelSearchResult] = [
        YoutubeChannelSearchResult(channelId: "UC-mkbhd", title: "Marques Brownlee", userName: "mkbhd",
                                   subscriberCount: "20.1M subscribers", thumbnailUrl: nil),
        YoutubeChannelSearchResult(channelId: "UC-veritasium", title: "Veritasium", userName: "veritasium",
                                   subscriberCount: nil, thumbnailUrl: nil),
        YoutubeChannelSearchResult(channelId: "UC-3b1b", title: "3Blue1Brown", userName: nil,
                                   subscriberCount: nil, thumbnailUrl: nil),
    ]
}
