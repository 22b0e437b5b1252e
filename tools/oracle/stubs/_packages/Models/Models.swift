import Foundation

// Stub of knight6700/CharactersApp's Models module (CharacterCore/Sources/Models): the one type
// the SegmentView cases import from it, a character's status filter, with its display names.
public enum FilterStatus: String, CaseIterable, Identifiable, Equatable, Hashable {
    case alive = "Alive"
    case dead = "Dead"
    case unknown = "Unknown"

    public var id: String { rawValue }
}
