import Testing
import Foundation
import RowFiles
import RowPNG
import RowRaster
@testable import RowSnapshot

/// The record-mode matrix: missing, matching and failing goldens under each mode; goldens are
/// written atomically and only when the mode says so; failures leave artifacts.
@Suite struct RecordModeTests {
    func canvas(_ c: RGBA) throws -> Canvas { try Canvas(width: 8, height: 6, fill: c) }
    func fresh(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "rowframe-record-\(ProcessInfo.processInfo.processIdentifier)/Snapshots/Suite"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/\(name).png"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    @Test(arguments: RecordMode.allCases)
    func missingGolden(_ mode: RecordMode) throws {
        let path = fresh("missing-\(mode.rawValue)")
        let outcome = try Golden(path: path, scale: 1).check(try canvas(.black), record: mode)
        #expect(outcome == (mode == .never ? .missing : .recorded))
        #expect(FileManager.default.fileExists(atPath: path) == (mode != .never))
        #expect(outcome.failureMessage != nil)   // both need attention
    }

    @Test(arguments: RecordMode.allCases)
    func matchingGolden(_ mode: RecordMode) throws {
        let path = fresh("match-\(mode.rawValue)")
        try PNG.write(try canvas(.black), to: path, scale: 1)
        let outcome = try Golden(path: path, scale: 1).check(try canvas(.black), record: mode)
        #expect(outcome == (mode == .all ? .recorded : .matched))
    }

    @Test(arguments: RecordMode.allCases)
    func failingGolden(_ mode: RecordMode) throws {
        let path = fresh("fail-\(mode.rawValue)")
        try PNG.write(try canvas(.black), to: path, scale: 1)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let outcome = try Golden(path: path, scale: 1).check(try canvas(.white), record: mode)
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        switch mode {
        case .all, .failed:
            #expect(outcome == .recorded && before != after)
        case .missing, .never:
            #expect(before == after)          // a failing golden is never overwritten
            guard case let .differs(changed, beyond, regions, _, actual, diff) = outcome else { Issue.record("expected a difference"); return }
            #expect(changed == 48 && beyond == 48 && regions == [IntRect(x: 0, y: 0, width: 8, height: 6)])
            #expect(FileManager.default.fileExists(atPath: actual) && diff.map(FileManager.default.fileExists) == true)
            #expect(outcome.failureMessage!.contains("48 pixels differ") && outcome.failureMessage!.contains(actual))
        }
    }

    /// A one-level change that pixelmatch's threshold would call equal still fails: goldens
    /// are exact.
    @Test func subThresholdChangesStillFail() throws {
        let path = fresh("exact")
        try PNG.write(try canvas(RGBA(r8: 100, g8: 100, b8: 100)), to: path, scale: 1)
        let outcome = try Golden(path: path, scale: 1).check(try canvas(RGBA(r8: 101, g8: 100, b8: 100)), record: .never)
        #expect(outcome.failureMessage?.contains("48 pixels differ (0 beyond pixelmatch's threshold)") == true)
    }

    /// An unreadable golden fails (and is replaced only when re-recording failures).
    @Test(arguments: [RecordMode.missing, .never, .failed])
    func unreadableGoldenFails(_ mode: RecordMode) throws {
        let path = fresh("unreadable-\(mode.rawValue)")
        try AtomicFile.write(Array("not a png".utf8), to: path)
        let outcome = try Golden(path: path, scale: 1).check(try canvas(.black), record: mode)
        guard case let .unreadable(reason, rerecorded) = outcome else { Issue.record("expected unreadable, got \(outcome)"); return }
        #expect(reason.contains("not a PNG") && rerecorded == (mode == .failed))
        #expect(outcome.failureMessage != nil)
        if mode == .failed { #expect(try PNG.read(path: path).canvas == (try canvas(.black))) }
        else { #expect(try AtomicFile.read(path: path) == Array("not a png".utf8)) }
    }

    /// Unknown SNAPSHOT_TESTING_RECORD values are errors naming the valid ones; swift-snapshot-
    /// testing's own spellings are accepted; empty means unset.
    @Test func recordModeSpellings() throws {
        for v in ["al", "true", "ALL", "1", " all"] {
            #expect(throws: SnapshotError.unknownRecordMode(v)) { try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": v]) }
        }
        #expect("\(SnapshotError.unknownRecordMode("al"))".contains("use all, missing, failed or never"))
        for m in RecordMode.allCases { #expect(try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": m.rawValue]) == m) }
        #expect(try RecordMode.fromEnvironment([:]) == nil && RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": ""]) == nil)
    }

    /// Golden names by time never collide: whole microseconds, and a clash is refused.
    @Test func timeSuffixesDoNotCollide() throws {
        let tags = try ViewSnapshot.timeTags([0.1, 0.1004, 1.0 / 60])
        #expect(tags == [100_000, 100_400, 16_667])
        #expect(throws: SnapshotError.self) { try ViewSnapshot.timeTags([0.1, 0.1000001]) }
        #expect(throws: SnapshotError.self) { try ViewSnapshot.timeTags([.nan]) }
        #expect(try ViewSnapshot.timeTags([0]) == [nil])
    }

    /// Writes leave no temporary files behind.
    @Test func recordingIsAtomic() throws {
        let path = fresh("atomic")
        _ = try Golden(path: path, scale: 1).check(try canvas(.black), record: .all)
        let dir = (path as NSString).deletingLastPathComponent
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains("atomic") && $0 != "atomic.png" }
        #expect(leftovers.isEmpty)
    }
}
