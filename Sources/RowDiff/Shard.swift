import RowFiles

/// One of n parts of a comparison, for a CI matrix: an image belongs to part
/// 1 + FNV-1a(family) mod n, so light, dark and every frame of a snapshot stay together and
/// the assignment never depends on which other images exist.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Parses "i/n" with 1 ≤ i ≤ n ≤ 1000.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), (1...1000).contains(n), (1...n).contains(i) else { return nil }
        index = i; count = n
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the image at this relative path belongs to this shard.
    public func contains(_ name: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ImageName(parsing: name).family.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(hash % UInt64(count)) == index - 1
    }
}
