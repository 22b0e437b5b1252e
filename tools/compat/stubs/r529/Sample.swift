import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "Peapod").viewContext
    func episode(_ podcast: String, image: String, hoursAgo: Double, queued: Bool = false, played: Bool = false) -> Episode {
        let show = Podcast(context: context)
        show.title = podcast
        show.image = image
        show.feedUrl = "https://example.com/\(podcast.lowercased().replacingOccurrences(of: " ", with: "-")).xml"
        let e = Episode(context: context)
        e.podcast = show
        e.airDate = Date.now.addingTimeInterval(-hoursAgo * 3_600)
        e.isQueued = queued
        e.isPlayed = played
        return e
    }
    // The episode lists: the row above each episode's title.
    return NavigationStack {
        List {
            PodcastDetailsRow(episode: episode("Hard Fork", image: "https://example.com/hardfork.jpg", hoursAgo: 20))
            PodcastDetailsRow(episode: episode("Decoder with Nilay Patel", image: "https://example.com/decoder.jpg", hoursAgo: 50, queued: true))
            PodcastDetailsRow(episode: episode("99% Invisible", image: "https://example.com/99pi.jpg", hoursAgo: 200, played: true))
        }
    }
}
