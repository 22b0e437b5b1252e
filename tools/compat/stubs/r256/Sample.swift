import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        PodcastGridItem(podcast: samplePodcasts[0])
        PodcastGridItem(podcast: samplePodcasts[1])
    }
    .frame(height: 260)
    .padding()
}
