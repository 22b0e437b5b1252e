import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let items = [
        TorrentListItemViewModel(title: "ubuntu-24.04.1-desktop-amd64.iso",
                                 progressText: "3.1 GB of 5.8 GB (53.41%)",
                                 statusText: "Downloading • 4.2 MB/s", progress: 0.5341),
        TorrentListItemViewModel(title: "Big Buck Bunny (1080p)",
                                 progressText: "263.8 MB of 263.8 MB (100.00%)",
                                 statusText: "Seeding • 12 peers", progress: 1),
        TorrentListItemViewModel(title: "archlinux-2025.11.01-x86_64.iso",
                                 progressText: "0 B of 1.2 GB (0.00%)",
                                 statusText: "Paused", progress: 0),
    ]
    // The torrent list is an inset-grouped collection of these cells.
    return List(items) { item in
        TorrentListItemView(viewModel: item)
    }
    .listStyle(.insetGrouped)
}
