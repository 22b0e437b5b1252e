import Foundation

/// When goldens are (re)written — swift-snapshot-testing's record modes, spelled as it
/// spells them.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record every snapshot (and fail, so the new pictures get looked at).
    case all
    /// Record only missing goldens (the default).
    case missing
    /// Re-record goldens that no longer match.
    case failed
    /// Never write: missing goldens fail too (CI).
    case never

    /// The mode SNAPSHOT_TESTING_RECORD names: nil when unset or empty; a value that is not
    /// one of all, missing, failed, never (exactly, as swift-snapshot-testing accepts them)
    /// is an error rather than a silent default.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode? {
        guard let value = environment["SNAPSHOT_TESTING_RECORD"], !value.isEmpty else { return nil }
        guard let mode = RecordMode(rawValue: value) else { throw SnapshotError.unknownRecordMode(value) }
        return mode
    }
}

/// Why a snapshot could not be checked.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case unknownRecordMode(String)
    /// Two requested times would share a golden's name.
    case ambiguousTimes(Double, Double, String)
    case badTime(Double)
    case badScale(Double)

    public var description: String {
        switch self {
        case let .unknownRecordMode(v):
            return "SNAPSHOT_TESTING_RECORD=\(v) is not a record mode: use all, missing, failed or never"
        case let .ambiguousTimes(a, b, name):
            return "times \(a) s and \(b) s would both be named \(name): snapshot times are named in whole microseconds"
        case let .badTime(t): return "snapshot time \(t) s is not a finite time ≥ 0"
        case let .badScale(s): return "snapshot scale \(s) is not a whole number within 1…9"
        }
    }
}
