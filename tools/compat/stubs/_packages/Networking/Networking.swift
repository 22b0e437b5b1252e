import Foundation
// Stub of paulgessinger/swift-paperless's local package Networking (Networking/Sources/Networking): the
// repository protocol and its no-op implementation that previews hand to stores.

public protocol Repository: Sendable {}

public final class NullRepository: Repository {
    public struct NotImplemented: Error {}
    public init() {}
}
