import Testing
import RowTestSupport
import Foundation
import RowFiles
@testable import RowDiff

@Suite struct ReportTests {
    func folderSize(_ path: String, excluding: (String) -> Bool = { _ in false }) throws -> Int {
        try FileTree.files(under: path, suffix: "").filter { !excluding($0) }
            .reduce(0) { $0 + (try FileManager.default.attributesOfItem(atPath: path + "/" + $1)[.size] as! Int) }
    }

    /// Changed, added, removed and unchanged images each land in the report once, with the
    /// same numbers the diff gives; the report is little more than its images.
    @Test func reportHoldsEachImageOnceWithTheDiffsNumbers() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/c/row.light@3x.png", width: 120, height: 80); try s.png("a/c/row.light@3x.png", width: 120, height: 80, dot: (5, 5))
        try s.png("g/c/row.dark@3x.png", .black, width: 120, height: 80); try s.png("a/c/row.dark@3x.png", .black, width: 120, height: 80)
        try s.png("g/gone.light@3x.png"); try s.png("a/new.light@3x.png")
        for t in [0, 250, 500] { try s.png("g/m/press.light@3x.t\(t)ms.png", width: 60, height: 40); try s.png("a/m/press.light@3x.t\(t)ms.png", width: 60, height: 40, dot: t == 250 ? (1, 1) : nil) }
        let doc = try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("report"), title: "Review", policy: DiffPolicy())
        #expect(doc.summary == { var x = DiffSummary(); x.changed = 2; x.added = 1; x.removed = 1; x.unchanged = 3; return x }())
        let diffEntries = try FolderDiff.compareFolders(golden: s.path("g"), actual: s.path("a"), policy: DiffPolicy())
        #expect(doc.entries.map(\.diff) == diffEntries)
        let files = try FileTree.files(under: s.path("report"), suffix: "")
        #expect(files.contains("index.html") && files.contains("report.json"))
        #expect(files.filter { $0.hasPrefix("images/same/") }.count == 3)
        #expect(files.filter { $0.hasPrefix("images/diff/") }.count == 2)
        #expect(FileTree.exists(s.path("report/.rowframe-output")))
        let changed = doc.entries.first { $0.diff.name == "c/row.light@3x.png" }!
        #expect(changed.family == "c/row@3x" && changed.appearance == "light" && changed.pictures.diff == "images/diff/c/row.light@3x.png")
        #expect(doc.entries.first { $0.diff.name == "m/press.light@3x.t250ms.png" }!.frame == 250_000)
        // The page and data are a small part of the report.
        let images = try folderSize(s.path("report/images"))
        #expect(Double(try folderSize(s.path("report"))) <= 1.1 * Double(images) + 64 * 1024)
        let html = try String(contentsOfFile: s.path("report/index.html"), encoding: .utf8)
        #expect(html.contains("id=\"report-data\"") && !html.contains("base64"))
    }

    /// A report folder replaces an earlier report, never another folder.
    @Test func reportReplacesOnlyItsOwnFolder() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/x.png"); try s.png("a/x.png", dot: (1, 1))
        _ = try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("r"), title: "t", policy: DiffPolicy())
        _ = try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("r"), title: "t2", policy: DiffPolicy())
        #expect(try String(contentsOfFile: s.path("r/index.html"), encoding: .utf8).contains("<title>t2</title>"))
        try s.png("mine/keep.png")
        #expect(throws: FileError.notOurFolder(path: s.path("mine"))) {
            _ = try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("mine"), title: "t", policy: DiffPolicy())
        }
        #expect(FileTree.exists(s.path("mine/keep.png")))
        // Nothing is left behind by a failed write.
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.root).filter { $0.contains("partial") }.isEmpty)
    }

    /// Shards merged give the unsharded report's entries.
    @Test func shardsMergeIntoTheWholeReport() throws {
        let s = try Scratch(); defer { s.remove() }
        for i in 0..<12 {
            try s.png("g/r\(i).light@3x.png"); try s.png("a/r\(i).light@3x.png", dot: i % 3 == 0 ? (i % 12, 2) : nil)
            try s.png("g/r\(i).dark@3x.png", .black); try s.png("a/r\(i).dark@3x.png", .black)
        }
        let whole = try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("whole"), title: "t", policy: DiffPolicy())
        var parts: [String] = []
        for i in 1...3 {
            let d = try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("p\(i)"), title: "t", policy: DiffPolicy(), shard: Shard("\(i)/3"))
            #expect(d.shards == ["\(i)/3"])
            parts.append(s.path("p\(i)"))
        }
        let merged = try ReviewReport.merge(parts, to: s.path("merged"), title: nil)
        #expect(merged.entries == whole.entries && merged.summary == whole.summary)
        #expect(merged.shards == ["1/3", "2/3", "3/3"])
        for e in merged.entries { for p in [e.pictures.golden, e.pictures.actual, e.pictures.diff].compactMap({ $0 }) { #expect(FileTree.exists(s.path("merged/" + p))) } }
        #expect(throws: FileError.self) { _ = try ReviewReport.merge([parts[0], parts[0]], to: s.path("twice"), title: nil) }
    }

    /// A golden moved to a subfolder (the same bytes under a new path) is one move, not a
    /// removal and an addition; the same file name with other bytes is not a move. Merged
    /// shards find moves across shards.
    @Test func movedGoldensAreFound() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/row.light@3x.png"); try s.png("a/rows/row.light@3x.png")
        try s.png("g/card.light@3x.png"); try s.png("a/cards/card.light@3x.png", dot: (2, 2))
        let d = try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("r"), title: "t", policy: DiffPolicy())
        #expect(d.moves == [.init(from: "row.light@3x.png", to: "rows/row.light@3x.png")])
        #expect(d.summary.added == 2 && d.summary.removed == 2)       // the verdict still counts both sides
        let parts = try (1...4).map { i in
            try ReviewReport.write(golden: s.path("g"), actual: s.path("a"), to: s.path("p\(i)"), title: "t", policy: DiffPolicy(), shard: Shard("\(i)/4"))
        }
        let merged = try ReviewReport.merge((1...4).map { s.path("p\($0)") }, to: s.path("m"), title: nil)
        #expect(merged.moves == d.moves, "\(parts.map(\.moves))")
    }

    /// Only the shards of one comparison merge, all of them: other folders, another policy,
    /// a lone shard, another split, an unsharded report or a damaged report.json is refused
    /// in one line naming the report, and nothing is written.
    @Test func mergeRefusesWhatIsNotOneWholeComparison() throws {
        let s = try Scratch(); defer { s.remove() }
        for i in 0..<6 {
            try s.png("g/r\(i).light@3x.png"); try s.png("a/r\(i).light@3x.png", dot: i % 2 == 0 ? (i, 2) : nil)
            try s.png("g2/r\(i).light@3x.png"); try s.png("a2/r\(i).light@3x.png")
        }
        func report(_ name: String, golden: String = "g", actual: String = "a", policy: DiffPolicy = DiffPolicy(), shard: String?) throws -> String {
            _ = try ReviewReport.write(golden: s.path(golden), actual: s.path(actual), to: s.path(name), title: "t", policy: policy,
                                       shard: shard.flatMap(Shard.init))
            return s.path(name)
        }
        let one = try report("one", shard: "1/2"), two = try report("two", shard: "2/2")
        var strict = DiffPolicy(); strict.options.threshold = 0.05
        let cases: [([String], String)] = [
            ([one], "shard 2/2 missing"),
            ([one, try report("other-folders", golden: "g2", actual: "a2", shard: "2/2")], "only shards of one comparison merge"),
            ([one, try report("other-policy", policy: strict, shard: "2/2")], "threshold 0.05"),
            ([one, try report("thirds", shard: "2/3")], "shards of one split merge"),
            ([one, try report("whole", shard: nil)], "is not a shard"),
        ]
        for (reports, message) in cases {
            do {
                _ = try ReviewReport.merge(reports, to: s.path("merged"), title: nil)
                Issue.record("\(message): merged")
            } catch let e as FileError {
                #expect("\(e)".contains(message), "\(e)")
            }
            #expect(!FileTree.exists(s.path("merged")))
        }
        // A damaged report.json: one line naming it and the field, no Swift dump.
        try Data(#"{"title": "t", "golden": 3}"#.utf8).write(to: URL(fileURLWithPath: two + "/report.json"))
        do {
            _ = try ReviewReport.merge([one, two], to: s.path("merged"), title: nil)
            Issue.record("merged a damaged report")
        } catch {
            let text = "\(error)"
            #expect(text.contains("two/report.json: not a RowFrame report: golden") && !text.contains("DecodingError") && !text.contains("\n"), "\(text)")
        }
    }
}
