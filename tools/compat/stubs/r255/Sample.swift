import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        PodcastEpisodeItem(episode: sampleEpisodes[0])
        PodcastEpisodeItem(episode: sampleEpisodes[1])
    }
    .padding()
}
