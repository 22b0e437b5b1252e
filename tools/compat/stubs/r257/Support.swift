import SwiftUI
import UIKit
// Stubs for cjpais/cjpodcast cjpodcast/Views/Podcasts/PodcastListItemView.swift (what the row uses from
// elsewhere in its app: Models/Podcast.swift, Views/PodcastImageView.swift,
// Views/Podcasts/SubscribeButton.swift).

/// A podcast from the ListenNotes search API (the app also builds it from its Core Data entity).
public struct Podcast: Hashable {
    public static func == (lhs: Podcast, rhs: Podcast) -> Bool {
        lhs.listenNotesPodcastId == rhs.listenNotesPodcastId
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(listenNotesPodcastId)
    }

    public var uuid: UUID? = nil
    public var listenNotesPodcastId: String = ""
    public var title: String = ""
    public var publisher: String = ""
    public var subscribed: Bool = false
    public var image: UIImage = UIImage()
    public var imageURL: String = ""
    public var description: String = ""

    init() {}

    init(listenNotesPodcastId: String, title: String, publisher: String, subscribed: Bool, image: UIImage = UIImage()) {
        self.listenNotesPodcastId = listenNotesPodcastId
        self.title = title
        self.publisher = publisher
        self.subscribed = subscribed
        self.image = image
    }
}

/// The podcast's artwork, square with slightly rounded corners.
struct PodcastImageView: View {
    var podcast: Podcast?
    var size: CGFloat
    var cornerRadiusScale: CGFloat = 0.03

    var body: some View {
        ZStack {
            if let podcast {
                Image(uiImage: podcast.image)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: size, height: size)
                    .cornerRadius(cornerRadiusScale * size)
            } else {
                Rectangle()
                    .frame(width: size, height: size)
            }
        }
    }
}

/// "subscribe" / "unsubscribe" (the app saves or updates the Core Data subscription on tap).
struct SubscribeButton: View {
    var podcast: Podcast
    @State var subscribed: Bool = false

    var body: some View {
        Button(action: { self.subscribed.toggle() }) {
            if self.subscribed {
                Text("unsubscribe").foregroundColor(.red)
            } else {
                Text("subscribe").foregroundColor(.green)
            }
        }
        .buttonStyle(BorderlessButtonStyle())
    }
}
