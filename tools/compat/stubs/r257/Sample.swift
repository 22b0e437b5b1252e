import SwiftUI
import UIKit

@MainActor func makeSampleRow() -> some View {
    List {
        PodcastListItemView(podcast: Podcast(listenNotesPodcastId: "p1", title: "The Indicator from Planet Money", publisher: "NPR", subscribed: true, image: UIImage(systemName: "mic.fill")!))
        PodcastListItemView(podcast: Podcast(listenNotesPodcastId: "p2", title: "StartUp Podcast", publisher: "Gimlet", subscribed: false))
    }
}
