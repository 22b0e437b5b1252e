import SwiftUI

// The search tab's results from Prowlarr's indexers.
@MainActor func makeSampleRow() -> some View {
    let results = [
        TorrentResult(id: "r1", title: "Ubuntu 24.04.3 LTS Desktop amd64", size: 6_390_000_000, seeders: 1_204, leechers: 37,
                      downloadUrl: nil, magnetUrl: "magnet:?xt=urn:btih:aa", infoUrl: nil, indexer: "LinuxTracker",
                      publishDate: "2025-08-07T12:00:00Z"),
        TorrentResult(id: "r2", title: "Sintel (2010) 4K open movie", size: 2_147_483_648, seeders: 58, leechers: 4,
                      downloadUrl: "https://example.org/sintel.torrent", magnetUrl: nil, infoUrl: nil, indexer: "Internet Archive",
                      publishDate: "2024-02-01T09:30:00Z"),
    ]
    return List(results) { result in
        TorrentResultRow(result: result)
    }
    .listStyle(.plain)
    .environmentObject(AppContainer.shared)
}
