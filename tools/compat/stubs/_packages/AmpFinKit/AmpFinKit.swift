import Foundation
import Observation
// Stub of AmpFinKit (rasmuslos/AmpFin's own package: the AFFoundation, AFExtension, AFNetwork and
// AFOffline targets it re-exports), the API corpus rows use. Test double: models hold their
// values, nothing talks to a Jellyfin server, nothing is ever downloaded.

@Observable
public class Item: Codable, Identifiable {
    public let id: String
    public let type: ItemType
    public let name: String
    public var cover: Cover?
    public var _favorite: Bool

    internal init(id: String, type: ItemType, name: String, cover: Cover? = nil, favorite: Bool) {
        self.id = id
        self.type = type
        self.name = name
        self.cover = cover
        self._favorite = favorite
    }

    private enum CodingKeys: CodingKey { case id, type, name, cover, favorite }

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = try container.decode(ItemType.self, forKey: .type)
        name = try container.decode(String.self, forKey: .name)
        cover = try container.decodeIfPresent(Cover.self, forKey: .cover)
        _favorite = try container.decode(Bool.self, forKey: .favorite)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(type, forKey: .type)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(cover, forKey: .cover)
        try container.encode(_favorite, forKey: .favorite)
    }
}

extension Item: Equatable {
    public static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
}

extension Item: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

public extension Item {
    struct ReducedArtist: Codable, Identifiable, Hashable, Equatable {
        public let id: String
        public let name: String
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    enum ItemType: Codable, Hashable { case album, artist, track, playlist }

    /// AFExtension's Item+Favorite (the real one also tells the server).
    var favorite: Bool {
        get { _favorite }
        set { _favorite = newValue }
    }

    /// AFOffline's tracker for this item.
    var offlineTracker: ItemOfflineTracker {
        ItemOfflineTracker(itemId: id, itemType: type)
    }
}

public struct Cover: Codable, Hashable {
    public let type: CoverType
    public let size: CoverSize
    public let url: URL

    public init(type: CoverType, size: CoverSize, url: URL) {
        self.type = type
        self.size = size
        self.url = url
    }

    public enum CoverType: Codable, Hashable { case local, remote, mock }
    public enum CoverSize: Codable, Hashable { case small, normal, custom(size: Int) }
}

public final class Track: Item {
    public let album: ReducedAlbum
    public let artists: [ReducedArtist]
    public let lufs: Float?
    public let index: Index
    public let runtime: Double
    public let playCount: Int
    public let releaseDate: Date?

    public init(id: String, name: String, cover: Cover? = nil, favorite: Bool, album: ReducedAlbum, artists: [ReducedArtist], lufs: Float?, index: Index, runtime: Double, playCount: Int, releaseDate: Date?) {
        self.album = album
        self.artists = artists
        self.lufs = lufs
        self.index = index
        self.runtime = runtime
        self.playCount = playCount
        self.releaseDate = releaseDate
        super.init(id: id, type: .track, name: name, cover: cover, favorite: favorite)
    }

    public required init(from decoder: Decoder) throws {
        fatalError("Track(from:) is not used by the test double")
    }

    public struct Index: Comparable, Codable {
        public let index: Int
        public let disk: Int
        public init(index: Int, disk: Int) {
            self.index = index
            self.disk = disk
        }
        public static func < (lhs: Index, rhs: Index) -> Bool {
            lhs.disk == rhs.disk ? lhs.index < rhs.index : lhs.disk < rhs.disk
        }
    }

    public struct ReducedAlbum: Codable {
        public let id: String
        public let name: String?
        public let artists: [ReducedArtist]
        public init(id: String, name: String?, artists: [ReducedArtist]) {
            self.id = id
            self.name = name
            self.artists = artists
        }
    }

    public var artistName: String? {
        artists.isEmpty ? nil : artists.map { $0.name }.joined(separator: ", ")
    }
}

public final class Album: Item {
    public let overview: String?
    public let genres: [String]
    public let releaseDate: Date?
    public let artists: [ReducedArtist]
    public let playCount: Int
    public let lastPlayed: Date?

    public init(id: String, name: String, cover: Cover? = nil, favorite: Bool, overview: String?, genres: [String], releaseDate: Date?, artists: [ReducedArtist], playCount: Int, lastPlayed: Date?) {
        self.overview = overview
        self.genres = genres
        self.releaseDate = releaseDate
        self.artists = artists
        self.playCount = playCount
        self.lastPlayed = lastPlayed
        super.init(id: id, type: .album, name: name, cover: cover, favorite: favorite)
    }

    public required init(from decoder: Decoder) throws {
        fatalError("Album(from:) is not used by the test double")
    }

    public var artistName: String? {
        artists.isEmpty ? nil : artists.map { $0.name }.joined(separator: ", ")
    }
}

public final class Artist: Item {
    public let overview: String?

    public init(id: String, name: String, cover: Cover? = nil, favorite: Bool, overview: String?) {
        self.overview = overview
        super.init(id: id, type: .artist, name: name, cover: cover, favorite: favorite)
    }

    public required init(from decoder: Decoder) throws {
        fatalError("Artist(from:) is not used by the test double")
    }
}

// The package's fixtures (AFFoundation/Fixtures).
public extension Cover {
    static let fixture = Cover(
        type: .mock,
        size: .normal,
        url: URL(string: "https://i.discogs.com/5jht64qo-yxm2ShGhAPrph06N_UUOHmR6MuQx4T2l4A/rs:fit/g:sm/q:90/h:600/w:600/czM6Ly9kaXNjb2dz/LWRhdGFiYXNlLWlt/YWdlcy9SLTM5MjUz/MjUtMTM3MjY3OTcz/OC03MTMzLmpwZWc.jpeg")!)
}

public extension Album {
    static let fixture = Album(
        id: "fixture", name: "The 2nd Law", cover: .fixture, favorite: true,
        overview: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.", genres: ["Alternative"],
        releaseDate: Date(), artists: [Item.ReducedArtist(id: "fixture", name: "Muse")],
        playCount: 9, lastPlayed: Date())
}

public extension Artist {
    static let fixture = Artist(id: "fixture", name: "Muse", cover: .fixture, favorite: true,
                                overview: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
}

public extension Track {
    static let fixture = Track(
        id: "fixture", name: "Panic Station", cover: .fixture, favorite: true,
        album: ReducedAlbum(id: "fixture", name: "The 2nd Law", artists: [Item.ReducedArtist(id: "fixture", name: "Muse")]),
        artists: [Item.ReducedArtist(id: "fixture", name: "Muse")],
        lufs: nil, index: Track.Index(index: 3, disk: 1), runtime: 144, playCount: 9, releaseDate: Date())
}

/// AFOffline's ItemOfflineTracker: the item's download status (always .none here; nothing is downloaded).
@Observable
public final class ItemOfflineTracker {
    let itemId: String
    let itemType: Item.ItemType
    var _status: OfflineStatus = .none

    init(itemId: String, itemType: Item.ItemType) {
        self.itemId = itemId
        self.itemType = itemType
    }

    public var status: OfflineStatus { _status }

    public enum OfflineStatus: Equatable { case none, working, downloaded }
}

/// AFNetwork's client (only what rows read).
@Observable
public final class JellyfinClient {
    public static let shared = JellyfinClient()
    public var online: Bool = true
    public var customHTTPHeaders: [String: String] = [:]
    init() {}
}
