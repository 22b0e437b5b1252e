import Foundation
// Stub of the AidokuRunner package (Aidoku/AidokuRunner): the source and manga models corpus rows
// use. Test double; a source here holds its metadata only (no runner, no WebAssembly).

public enum SourceContentRating: Int, Sendable, Codable {
    case safe
    case containsNsfw
    case primarilyNsfw
}

public final class Source: Sendable, Identifiable {
    public let url: URL?
    public let key: String
    public let name: String
    public let version: Int
    public let languages: [String]
    public let urls: [URL]
    public let contentRating: SourceContentRating
    public let imageUrl: URL?

    public var id: String { key }

    public init(
        url: URL? = nil,
        key: String,
        name: String,
        version: Int,
        languages: [String] = [],
        urls: [URL] = [],
        contentRating: SourceContentRating,
        imageUrl: URL? = nil
    ) {
        self.url = url
        self.key = key
        self.name = name
        self.version = version
        self.languages = languages
        self.urls = urls
        self.contentRating = contentRating
        self.imageUrl = imageUrl
    }
}

public enum MangaStatus: UInt8, Sendable, Codable { case unknown, ongoing, completed, cancelled, hiatus }
public enum MangaContentRating: UInt8, Sendable, Codable { case unknown, safe, suggestive, nsfw }
public enum Viewer: UInt8, Sendable, Codable { case unknown, leftToRight, rightToLeft, vertical, webtoon }
public enum UpdateStrategy: UInt8, Sendable, Codable { case always, never }

public struct Chapter: Sendable, Hashable, Codable {
    public let key: String
    public var title: String?
    public var chapterNumber: Float?
    public var volumeNumber: Float?
    public var dateUploaded: Date?
    public var scanlators: [String]?
    public var url: URL?
    public var language: String?
    public var thumbnail: String?
    public var locked: Bool

    public init(key: String, title: String? = nil, chapterNumber: Float? = nil, volumeNumber: Float? = nil,
                dateUploaded: Date? = nil, scanlators: [String]? = nil, url: URL? = nil, language: String? = nil,
                thumbnail: String? = nil, locked: Bool = false) {
        self.key = key
        self.title = title
        self.chapterNumber = chapterNumber
        self.volumeNumber = volumeNumber
        self.dateUploaded = dateUploaded
        self.scanlators = scanlators
        self.url = url
        self.language = language
        self.thumbnail = thumbnail
        self.locked = locked
    }
}

public struct Manga: Sendable, Hashable, Codable {
    public var sourceKey: String
    public let key: String
    public var title: String
    public var cover: String?
    public var artists: [String]?
    public var authors: [String]?
    public var description: String?
    public var url: URL?
    public var tags: [String]?
    public var status: MangaStatus
    public var contentRating: MangaContentRating
    public var viewer: Viewer
    public var updateStrategy: UpdateStrategy
    public var nextUpdateTime: Int?
    public var chapters: [Chapter]?

    public init(
        sourceKey: String,
        key: String,
        title: String,
        cover: String? = nil,
        artists: [String]? = nil,
        authors: [String]? = nil,
        description: String? = nil,
        url: URL? = nil,
        tags: [String]? = nil,
        status: MangaStatus = .unknown,
        contentRating: MangaContentRating = .unknown,
        viewer: Viewer = .unknown,
        updateStrategy: UpdateStrategy = .always,
        nextUpdateTime: Int? = nil,
        chapters: [Chapter]? = nil
    ) {
        self.sourceKey = sourceKey
        self.key = key
        self.title = title
        self.cover = cover
        self.artists = artists
        self.authors = authors
        self.description = description
        self.url = url
        self.tags = tags
        self.status = status
        self.contentRating = contentRating
        self.viewer = viewer
        self.updateStrategy = updateStrategy
        self.nextUpdateTime = nextUpdateTime
        self.chapters = chapters
    }
}
