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
}
