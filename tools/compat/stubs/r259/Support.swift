import Foundation
// Stubs for albertopeam/Podcasts Podcasts/Scenes/Podcast/EpisodeRow.swift (what the row uses from elsewhere
// in its app: Core/Podcasts/Models/Episode.swift, Shared/Date+Formatter.swift, Preview Content/Previews.swift).

struct Episode: Equatable {
    let id: String
    let title: String
    let description: String
    let pubDate: Date
    let audio: URL?
    let audioLenght: Int
    let image: URL?
    let thumbnail: URL?
    let maybeAudioInvalid: Bool
    let explicitContent: Bool
}

extension Date {
    var formatMedium: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter.string(from: self)
    }
}

var episodes = [Episode(id: "someid", title: "sime", description: "desc", pubDate: Date(), audio: URL(string: "http://a.com"), audioLenght: 10, image: URL(string: "http://a.com"), thumbnail: URL(string: "http://a.com"), maybeAudioInvalid: false, explicitContent: false)]
