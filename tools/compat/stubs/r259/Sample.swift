import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let day: TimeInterval = 86_400
    return List {
        EpisodeRow(episode: Episode(id: "e1", title: "Why the Ocean Is Salty, and Other Questions From Listeners", description: "", pubDate: Date(timeIntervalSince1970: 1_717_372_800), audio: nil, audioLenght: 1_840, image: nil, thumbnail: nil, maybeAudioInvalid: false, explicitContent: false))
        EpisodeRow(episode: Episode(id: "e2", title: "Season finale", description: "", pubDate: Date(timeIntervalSince1970: 1_717_372_800 - 7 * day), audio: nil, audioLenght: 2_700, image: nil, thumbnail: nil, maybeAudioInvalid: false, explicitContent: true))
    }
}
