import Common
import SwiftUI
// Stub of paulgessinger/swift-paperless's local package DataModel (DataModel/Sources/DataModel): the
// tag model the corpus rows use (Model/TagModel.swift, MatchingAlgorithm.swift), reduced to its fields.

public enum MatchingAlgorithm: Int, Codable, CaseIterable, Sendable {
    case none = 0
    case any = 1
    case all = 2
    case literal = 3
    case regex = 4
    case fuzzy = 5
    case auto = 6
}

public struct Tag: Identifiable, Equatable, Hashable, Sendable {
    public var id: UInt
    public var isInboxTag: Bool
    public var name: String
    public var slug: String
    public var color: HexColor
    public var match: String
    public var matchingAlgorithm: MatchingAlgorithm
    public var isInsensitive: Bool
    public var parent: UInt?

    public init(id: UInt, isInboxTag: Bool, name: String, slug: String, color: HexColor, match: String, matchingAlgorithm: MatchingAlgorithm, isInsensitive: Bool, parent: UInt? = nil) {
        self.id = id
        self.isInboxTag = isInboxTag
        self.name = name
        self.slug = slug
        self.color = color
        self.match = match
        self.matchingAlgorithm = matchingAlgorithm
        self.isInsensitive = isInsensitive
        self.parent = parent
    }

    /// A tag with a random name of `length` letters in 50 % grey, for redacted placeholders.
    public static func placeholder(_ length: Int) -> Self {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        let name = String((0..<length).map { _ in letters.randomElement()! })
        return .init(id: 0, isInboxTag: false, name: name, slug: "", color: Color(white: 0.5).hex, match: "", matchingAlgorithm: .auto, isInsensitive: true)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
