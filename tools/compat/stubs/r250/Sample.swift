import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 1) {
        EpisodeCell(episode: Episode(id: "e1", pubDateMs: 1_717_372_800_000, title: "How the Brain Learns Languages"))
        EpisodeCell(episode: Episode(id: "e2", pubDateMs: 1_716_768_000_000, title: "The Economics of Coffee, From Farm to Cup — with a Guest Who Has Tasted Them All"))
    }
}
