import SwiftUI

// Statistics: a day's watch time per channel, in the library's list.
@MainActor func makeSampleRow() -> some View {
    let vm = StatsVM()
    let day = Date(timeIntervalSince1970: 1_764_288_000)
    let stats = [
        ChannelStat(channelId: "c1", channelName: "Veritasium", watchTime: 2_745),
        ChannelStat(channelId: "c2", channelName: "Kurzgesagt – In a Nutshell", watchTime: 964),
        ChannelStat(channelId: "c3", channelName: "Tom Scott", watchTime: 312),
    ]
    return List {
        Section("Channels") {
            ForEach(stats) { stat in
                StatsChannelRow(channel: stat, viewModel: vm, selectedDate: day)
            }
        }
    }
}
