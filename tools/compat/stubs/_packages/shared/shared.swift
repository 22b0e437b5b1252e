import Foundation
// Stub of AKMohite/Podcast-KMM's Kotlin Multiplatform framework `shared` as Swift sees it: the domain
// models (domain/models/Podcast.kt, PodcastEpisode.kt) and sample data (utils/sample/SampleData.kt)
// the corpus rows use, reduced to the fields they read.

public final class PodcastEpisode {
    public let id: String
    public let podcastId: String
    public let title: String
    public let episodeDescription: String
    public let image: String
    public let thumbnail: String
    public let uploadedAt: Int64
    public let audio: String
    public let duration: Int32

    public init(id: String, podcastId: String = "", title: String, description: String, image: String, thumbnail: String, uploadedAt: Int64, audio: String, duration: Int32) {
        self.id = id
        self.podcastId = podcastId
        self.title = title
        self.episodeDescription = description
        self.image = image
        self.thumbnail = thumbnail
        self.uploadedAt = uploadedAt
        self.audio = audio
        self.duration = duration
    }

    /// "<month> <day>" of the upload date (ktor's GMTDate month name and day of month).
    public func readableTime() -> String {
        guard uploadedAt > 0 else { return "" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        let date = Date(timeIntervalSince1970: Double(uploadedAt) / 1000)
        let months = ["JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER"]
        let parts = calendar.dateComponents([.month, .day], from: date)
        return "\(months[parts.month! - 1]) \(parts.day!)"
    }

    /// "40 min 47 sec", "1 hrs 5 min".
    public func readableDuration() -> String {
        let hours = duration / 3600
        let minutes = (duration % 3600) / 60
        let seconds = duration % 60
        var text = ""
        if hours > 0 { text += "\(hours) hrs " }
        if minutes > 0 { text += "\(minutes) min " }
        if seconds > 0 { text += "\(seconds) sec" }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

public final class Podcast {
    public let id: String
    public let title: String
    public let podcastDescription: String
    public let image: String
    public let thumbnail: String
    public let publisher: String
    public let episodes: [PodcastEpisode]

    public init(id: String, title: String, description: String, image: String, thumbnail: String, publisher: String, episodes: [PodcastEpisode] = []) {
        self.id = id
        self.title = title
        self.podcastDescription = description
        self.image = image
        self.thumbnail = thumbnail
        self.publisher = publisher
        self.episodes = episodes
    }
}

/// Top-level Kotlin values of SampleData.kt (the first entries).
public enum SampleDataKt {
    public static let sampleEpisodes: [PodcastEpisode] = [
        PodcastEpisode(id: "4e7c59e10e4640b98f2f3cb1777dbb43", title: "864: Part 2 of My (New) Conversation With Bobby Roberts", description: "The second half of my latest conversation with Bobby Roberts.", image: "https://production.listennotes.com/podcasts/star-wars-7x7-the/864.600x315.jpg", thumbnail: "https://production.listennotes.com/podcasts/star-wars-7x7-the/864.300x157.jpg", uploadedAt: 1_479_110_402_174, audio: "https://www.listennotes.com/e/p/4e7c59e10e4640b98f2f3cb1777dbb43/", duration: 2447),
        PodcastEpisode(id: "9ae0e2e49a9c477191263df90adf7f3e", title: "863: A (New) Conversation With Bobby Roberts, Part 1", description: "An in-depth conversation about the Star Wars \"Story\" movies.", image: "https://production.listennotes.com/podcasts/star-wars-7x7-the/863.600x315.jpg", thumbnail: "https://production.listennotes.com/podcasts/star-wars-7x7-the/863.300x157.jpg", uploadedAt: 1_479_024_002_175, audio: "https://www.listennotes.com/e/p/9ae0e2e49a9c477191263df90adf7f3e/", duration: 2916),
    ]

    public static let samplePodcasts: [Podcast] = [
        Podcast(id: "28ba59be5b8346589e910e24d4b3eed7", title: "The Pulte Podcast", description: "I'm giving away money, rent, food, and knowledge to people in need.", image: "https://production.listennotes.com/podcasts/the-pulte-podcast.1400x1400.jpg", thumbnail: "https://production.listennotes.com/podcasts/the-pulte-podcast.300x300.jpg", publisher: "Bill Pulte | Giving Money and Knowledge", episodes: sampleEpisodes),
        Podcast(id: "0d362b13399240de97602ef614acdcbc", title: "StartUp Podcast", description: "A series about what it's really like to start a business.", image: "https://production.listennotes.com/podcasts/startup-podcast-gimlet.1400x1400.jpg", thumbnail: "https://production.listennotes.com/podcasts/startup-podcast-gimlet.300x300.jpg", publisher: "Gimlet"),
    ]
}
