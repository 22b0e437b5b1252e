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

    /// What a view keeps under its identity besides its children.
    enum Slot {
        /// Its n-th stored property (a `@State`, `@GestureState`, … — in declaration order).
        case property(Int)
        /// Its `animatableData`, as it moves.
        case animatableData
        /// The frame layout gives it, as it moves.
        case frame
        /// A value a primitive view keeps or animates, by name ("width", "scroll.x", "swipe").
        case value(StaticString)

        var code: UInt64 {
            switch self {
            case .property(let n): return UInt64(bitPattern: Int64(n))
            case .animatableData: return 1 << 62
            case .frame: return 1 << 62 | 1
            case .value(let name):
                // FNV-1a over the name's bytes, in the top half of the codes.
                var h: UInt64 = 0xCBF2_9CE4_8422_2325
                name.withUTF8Buffer { for b in $0 { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 } }
                return h | 1 << 63
            }
        }
    }

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
    /// A value a view keeps under its identity (its `@State`, an animated property).
    func slot(_ slot: Slot) -> ViewID { child(.slot, slot.code) }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
