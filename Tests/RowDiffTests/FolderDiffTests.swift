import Testing
import RowTestSupport
import Foundation
import RowFiles
import RowPNG
import RowRaster
@testable import RowDiff

/// Folder verdicts: recursive, with added and removed images, and never "identical" when
/// anything differs.
@Suite struct FolderDiffTests {
    @Test func comparesSubfoldersAndCountsAddedAndRemoved() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/components/row.light@3x.png"); try s.png("a/components/row.light@3x.png", dot: (3, 3))
        try s.png("g/components/same.light@3x.png"); try s.png("a/components/same.light@3x.png")
        try s.png("g/motion/gone.png"); try s.png("a/motion/deep/new.png")
        let entries = try FolderDiff.compareFolders(golden: s.path("g"), actual: s.path("a"), policy: DiffPolicy())
        #expect(entries.map(\.name) == ["components/row.light@3x.png", "components/same.light@3x.png", "motion/deep/new.png", "motion/gone.png"])
        #expect(entries.map(\.status) == [.changed, .unchanged, .added, .removed])
        let summary = DiffSummary(entries)
        #expect(summary.line == "1 changed, 1 added, 1 removed, 1 unchanged")
        #expect(!summary.passes(DiffPolicy()))
        var allow = DiffPolicy(); allow.allowAdded = true; allow.allowRemoved = true
        #expect(!summary.passes(allow))           // the changed one still fails
    }

    /// Two animated PNGs that differ only in their second frame are not "identical": an
    /// animated PNG is refused in one line (only its first frame would be compared).
    @Test func animatedPNGsAreRefusedNotHalfCompared() throws {
        let s = try Scratch(); defer { s.remove() }
        let white = try PNG.encode(try Canvas(width: 8, height: 8, fill: .white)), black = try PNG.encode(try Canvas(width: 8, height: 8, fill: .black))
        let a = try APNG.assemble(frames: [white, white], delayNumerator: 1, delayDenominator: 10)
        let b = try APNG.assemble(frames: [white, black], delayNumerator: 1, delayDenominator: 10)
        try FileTree.createFolder(s.path("g")); try FileTree.createFolder(s.path("a"))
        try AtomicFile.write(a, to: s.path("g/anim.png")); try AtomicFile.write(b, to: s.path("a/anim.png"))
        #expect(PNG.animationFrames(a) == 2 && PNG.animationFrames(white) == nil)
        do {
            let entries = try FolderDiff.compareFolders(golden: s.path("g"), actual: s.path("a"), policy: DiffPolicy())
            Issue.record("compared: \(entries.map(\.status))")
        } catch {
            #expect("\(error)".contains("an animated PNG (2 frames)"), "\(error)")
        }
    }

    /// An empty side against a non-empty one is never identical.
    @Test func emptySideIsNeverIdentical() throws {
        let s = try Scratch(); defer { s.remove() }
        try FileTree.createFolder(s.path("g"))
        try s.png("a/x/row.light@3x.png")
        let entries = try FolderDiff.compareFolders(golden: s.path("g"), actual: s.path("a"), policy: DiffPolicy())
        #expect(entries.map(\.status) == [.added])
        #expect(!DiffSummary(entries).passes(DiffPolicy()))
        let reversed = try FolderDiff.compareFolders(golden: s.path("a"), actual: s.path("g"), policy: DiffPolicy())
        #expect(reversed.map(\.status) == [.removed])
    }

    /// A change every pixelmatch threshold excuses is reported as a change, not as identical;
    /// `exact` fails it.
    @Test func belowThresholdChangesAreNotIdentical() throws {
        let s = try Scratch(); defer { s.remove() }
        let g = try s.png("g.png", .init(r8: 100, g8: 100, b8: 100)), a = try s.png("a.png", .init(r8: 101, g8: 100, b8: 100))
        let c = try FolderDiff.compare(name: "x.png", golden: g, actual: a, policy: DiffPolicy())
        #expect(c.entry.status == .withinThreshold && c.entry.changedPixels == 96 && c.entry.differentPixels == 0)
        #expect(c.entry.summaryLine.contains("96 of 96 pixels changed") && !c.entry.summaryLine.contains("identical"))
        var exact = DiffPolicy(); exact.exact = true
        #expect(try FolderDiff.compare(name: "x.png", golden: g, actual: a, policy: exact).entry.status == .changed)
    }

    @Test func sizeChangesAreChanges() throws {
        let s = try Scratch(); defer { s.remove() }
        let g = try s.png("g.png"), a = try s.png("a.png", width: 13)
        let c = try FolderDiff.compare(name: "x.png", golden: g, actual: a, policy: DiffPolicy())
        #expect(c.entry.status == .changed && c.entry.summaryLine.contains("size changed (12×8 → 13×8)"))
    }

    /// Shards split by family (light, dark and frames together), cover every name once, and
    /// don't depend on which other names exist.
    @Test func shardsPartitionByFamily() throws {
        let names = (0..<60).flatMap { i in ["c/row\(i).light@3x.png", "c/row\(i).dark@3x.png", "c/row\(i).light@3x.t250ms.png"] }
        let shards = (1...3).map { Shard("\($0)/3")! }
        for name in names { #expect(shards.filter { $0.contains(name) }.count == 1) }
        for i in 0..<60 {
            let owners = ["light@3x", "dark@3x", "light@3x.t250ms"].map { v in shards.firstIndex { $0.contains("c/row\(i).\(v).png") } }
            #expect(Set(owners).count == 1)
        }
        #expect(shards.allSatisfy { s in names.contains(where: s.contains) })
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("1/0") == nil && Shard("x") == nil)
    }

    @Test func unreadableImagesAreErrorsNamingTheFile() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/x.png")
        try FileTree.createFolder(s.path("a"))
        try AtomicFile.write(Array("not a png".utf8), to: s.path("a/x.png"))
        #expect(throws: FileError.self) { try FolderDiff.compareFolders(golden: s.path("g"), actual: s.path("a"), policy: DiffPolicy()) }
        do { _ = try FolderDiff.compareFolders(golden: s.path("g"), actual: s.path("a"), policy: DiffPolicy()) } catch {
            #expect("\(error)".contains("a/x.png") && "\(error)".contains("not a PNG"))
        }
    }
}
