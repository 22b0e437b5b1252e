/// Where a view sits in the view tree — SwiftUI's identity: the path of types and positions
/// from the root (structural), with `ForEach` elements and `.id(_:)` named by their values.
/// State, animations and lifecycle belong to an identity; a view whose identity is new has
/// appeared, one whose identity is gone has disappeared.
///
/// The path is kept as a 64-bit hash (splitmix64 over the components), so it costs nothing to
/// carry; two different paths meeting by chance has a probability of about 2⁻⁶⁴ per pair.
struct ViewID: Hashable, Sendable {
    let raw: UInt64

    static let root = ViewID(raw: 0x243F_6A88_85A3_08D3)

    private enum Kind: UInt64 { case type = 1, index, key, slot, branch }

    private func child(_ kind: Kind, _ value: UInt64) -> ViewID {
        ViewID(raw: ViewID.mix(ViewID.mix(raw ^ kind.rawValue) ^ value))
    }
    /// The view of type `type` in this position.
    func child(type: Any.Type) -> ViewID { child(.type, UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue))) }
    /// The n-th view of a builder's list.
    func child(index: Int) -> ViewID { child(.index, UInt64(bitPattern: Int64(index))) }
    /// A `ForEach` element or `.id(_:)` by its value.
    func child(key: AnyHashable) -> ViewID { child(.key, UInt64(bitPattern: Int64(key.hashValue))) }
    /// One branch of an `if`/`else` or `switch` (so the two sides are different views).
    func child(branch: Int) -> ViewID { child(.branch, UInt64(bitPattern: Int64(branch))) }
    /// A value a view keeps under its identity (its n-th `@State`, an animated property).
    func slot(_ n: Int) -> ViewID { child(.slot, UInt64(bitPattern: Int64(n))) }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
