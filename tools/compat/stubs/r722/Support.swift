// Stubs for Amakaflow/amakaflow-ios-app (r722): a session's Strava write-back state, with the badge's label
// and the prototype key its accessibility identifier uses. Our own test doubles.
import Foundation

enum StravaWriteBackSkipRule: String, Equatable, Hashable, Codable, CaseIterable, Sendable {
    case virtual, described, race
}

enum StravaDecorationState: Equatable, Hashable, Codable, Sendable {
    case ours
    case skipped(rule: StravaWriteBackSkipRule)
    case untouched
    case none

    var badgeLabel: String? {
        switch self {
        case .ours: return "STRAVA ✓ OURS"
        case .skipped: return "STRAVA · SKIPPED"
        case .untouched: return "STRAVA · UNTOUCHED"
        case .none: return nil
        }
    }

    var prototypeKey: String? {
        switch self {
        case .ours: return "ours"
        case .skipped: return "skipped"
        case .untouched: return "theirs"
        case .none: return nil
        }
    }
}
