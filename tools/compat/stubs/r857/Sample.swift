import SwiftUI

// The torrents tab: one downloading, one seeding, one paused.
@MainActor func makeSampleRow() -> some View {
    let torrents = [
        QBittorrentTorrent(name: "debian-13.1.0-amd64-netinst.iso", size: 754_974_720, progress: 0.62, downloadSpeed: 4_820_000,
                           uploadSpeed: 120_000, state: "downloading", hash: "a1", numSeeds: 213, numLeechs: 9, ratio: 0.1,
                           eta: 60, savePath: "/downloads"),
        QBittorrentTorrent(name: "Big Buck Bunny (2008) 1080p", size: 928_670_754, progress: 1, downloadSpeed: 0,
                           uploadSpeed: 310_000, state: "uploading", hash: "b2", numSeeds: 40, numLeechs: 3, ratio: 1.8,
                           eta: 0, savePath: "/media"),
        QBittorrentTorrent(name: "archlinux-2025.11.01-x86_64.iso", size: 1_288_490_188, progress: 0.18, downloadSpeed: 0,
                           uploadSpeed: 0, state: "pausedDL", hash: "c3", numSeeds: 88, numLeechs: 2, ratio: 0,
                           eta: 0, savePath: "/downloads"),
    ]
    return List(torrents) { torrent in
        TorrentRow(torrent: torrent)
    }
    .listStyle(.plain)
    .environmentObject(AppContainer.shared)
}
