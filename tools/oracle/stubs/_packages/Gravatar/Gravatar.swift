import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Stand-in for the Gravatar SDK's core module (Mudd-d/gravatar-sdk-ios, Sources/Gravatar): the
// identifiers, avatar URL and cache types GravatarUI's avatar views take. Nothing here downloads.

public struct Email: Equatable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(value) }
}

public enum AvatarIdentifier: Equatable, Sendable {
    case email(Email)
    case hashID(String)
}

public enum ImageSize: Equatable, Sendable {
    case points(CGFloat)
    case pixels(Int)
}

public enum Rating: String, Sendable {
    case g, pg, r, x
}

public enum DefaultAvatarOption: Sendable {
    case status404
    case mysteryPerson
    case transparentPNG
}

public struct AvatarQueryOptions: Sendable {
    public var preferredSize: ImageSize?
    public var rating: Rating?
    public var defaultAvatarOption: DefaultAvatarOption?
    public init(preferredSize: ImageSize? = nil, rating: Rating? = nil, defaultAvatarOption: DefaultAvatarOption? = nil) {
        self.preferredSize = preferredSize
        self.rating = rating
        self.defaultAvatarOption = defaultAvatarOption
    }
}

/// The avatar's address. The SDK hashes the e-mail; the stand-in only keeps an address of the
/// same shape, which nothing fetches.
public struct AvatarURL: Sendable {
    public let url: URL
    public init?(with avatarID: AvatarIdentifier, options: AvatarQueryOptions = AvatarQueryOptions()) {
        let key: String
        switch avatarID {
        case .email(let email): key = String(email.rawValue.lowercased().unicodeScalars.map { Character($0) }.filter { !$0.isWhitespace })
        case .hashID(let hash): key = hash
        }
        guard let url = URL(string: "https://gravatar.com/avatar/" + (key.isEmpty ? "0" : key)) else { return nil }
        self.url = url
    }
}

public protocol ImageCaching: Sendable {}

public final class ImageCache: ImageCaching, @unchecked Sendable {
    public static let shared = ImageCache()
    public init() {}
}
