// Stubs shared by the javaBin/javazone-ios-app rows (r655, r656): the SwiftData models Session, SessionBody and
// Speaker (Data/; the fields and helpers the rows read), FavouriteToggleView and ExternalLink
// (Views/Components/), AvatarCache (Services/AvatarCache.swift; no downloads here) and the time format the
// app's Date.asTime() gives. Our own test doubles.
import SwiftUI
import SwiftData
import UIKit

extension Date {
    func asTime() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: "Europe/Oslo")
        return formatter.string(from: self)
    }
}

@Model
final class Session {
    var title: String?
    var format: String?
    var length: String?
    var room: String?
    var startUtc: Date?
    var endUtc: Date?
    var favourite: Bool = false
    var sessionId: String?
    var videoId: String?
    var section: String?
    var registerLoc: String?
    var speakerNames: String = ""

    init(title: String? = nil, format: String? = nil, length: String? = nil, room: String? = nil,
         startUtc: Date? = nil, endUtc: Date? = nil, favourite: Bool = false, sessionId: String? = nil,
         videoId: String? = nil, section: String? = nil, registerLoc: String? = nil) {
        self.title = title
        self.format = format
        self.length = length
        self.room = room
        self.startUtc = startUtc
        self.endUtc = endUtc
        self.favourite = favourite
        self.sessionId = sessionId
        self.videoId = videoId
        self.section = section
        self.registerLoc = registerLoc
    }

    var wrappedTitle: String { title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "" }
    var wrappedRoom: String { room ?? "" }
    var lightningTalk: Bool { format == "lightning-talk" }
    var workshop: Bool { format == "workshop" }
    func fromTime() -> String { startUtc?.asTime() ?? "??" }
    func toTime() -> String { endUtc?.asTime() ?? "??" }
    func notYetStarted() -> Bool { (startUtc ?? .distantPast) > Date(timeIntervalSince1970: 1_764_320_000) }
}

@Model
final class SessionBody {
    var sessionId: String = ""
    var abstract: String?
    init(sessionId: String, abstract: String? = nil) {
        self.sessionId = sessionId
        self.abstract = abstract
    }
}

@Model
final class Speaker {
    var name: String?
    var bio: String?
    var avatar: String?
    var twitter: String?

    init(name: String? = nil, bio: String? = nil, avatar: String? = nil, twitter: String? = nil) {
        self.name = name
        self.bio = bio
        self.avatar = avatar
        self.twitter = twitter
    }

    var wrappedName: String { name ?? "Unknown" }
    var wrappedAvatar: URL? { avatar.flatMap { URL(string: $0) } }
    var wrappedBio: String { bio ?? "" }
    var wrappedTwitter: String { twitter ?? "" }
    var wrappedTwitterUrl: URL? {
        var handle = wrappedTwitter.trimmingCharacters(in: .whitespacesAndNewlines)
        if handle.hasPrefix("@") { handle.removeFirst() }
        return handle.isEmpty ? nil : URL(string: "https://twitter.com/\(handle)")
    }
}

struct FavouriteToggleView: View {
    var session: Session
    var body: some View {
        Image(systemName: session.favourite ? "heart.fill" : "heart")
            .foregroundColor(.red)
    }
}

struct ExternalLink: View {
    var title: String
    var url: URL
    var image: String = "link"

    var body: some View {
        Button(action: {}) {
            HStack {
                if image != "" { Image(systemName: image) }
                Text(title)
            }
        }
    }
}

final class AvatarCache {
    static let shared = AvatarCache()
    func image(for url: URL) async -> UIImage? { nil }
}
