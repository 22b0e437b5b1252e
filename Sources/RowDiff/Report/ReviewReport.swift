import Foundation
import RowFiles
import RowJSON
import RowPNG
import RowRaster
import Synchronization

/// The review report: a folder with `index.html` (one page: changed, added, removed and
/// unchanged sections, light and dark side by side, 2-up/slide/blend/toggle/diff, a frame
/// scrubber, filter, keyboard navigation and approve commands), `report.json`, and
/// `images/` holding each picture once. A folder rather than one HTML file: images stay
/// PNG bytes (inlined base64 would make it 1.33× their size) and load lazily as the page
/// scrolls, so thousands of images open quickly; writing it holds one pair per thread.
public enum ReviewReport {
    /// Anti-aliasing in a report's diff images: a pale yellow, so a small change in red is
    /// not lost in the edges every moved shape has.
    public static let antialiasingColor: [UInt8] = [250, 232, 170]

    /// Compares the folders and writes the report folder at `out` (all or nothing).
    public static func write(golden: String, actual: String, to out: String, title: String, policy: DiffPolicy,
                             shard: Shard? = nil, jobs: Int = 1, cancellation: Cancellation? = nil) throws -> ReportDocument {
        let staged = try StagedFolder(destination: out)
        let pictures = Mutex([String: ReportDocument.Pictures]())
        let stagedPath = staged.path
        let entries = try FolderDiff.compareFolders(golden: golden, actual: actual, policy: policy, shard: shard, jobs: jobs,
                                                    cancellation: cancellation) { compared in
            let p = try storePictures(compared, in: stagedPath)
            pictures.withLock { $0[compared.entry.name] = p }
        }
        let stored = pictures.withLock { $0 }
        let o = policy.options
        let reportEntries = entries.map { ReportDocument.ReportEntry(diff: $0, pictures: stored[$0.name] ?? .init()) }
        let document = ReportDocument(
            title: title, golden: golden, actual: actual, threshold: o.threshold, includeAA: o.includeAA, checkerboard: o.checkerboard,
            tolerance: policy.tolerance, exact: policy.exact, ignore: o.ignore.map { [$0.x, $0.y, $0.width, $0.height] },
            shards: shard.map { [$0.description] } ?? [], summary: DiffSummary(entries),
            entries: reportEntries, moves: try moves(reportEntries, in: stagedPath))
        try finish(document, staged, cancellation)
        return document
    }

    /// Merges report folders (from `--shard` runs) into one report at `out`: the shards of one
    /// comparison — the same golden and actual folders, the same policy — all of them, each
    /// once; anything else is refused (its approve commands would point at the wrong folders,
    /// or the merged page would look complete when it is not).
    public static func merge(_ reports: [String], to out: String, title: String?, cancellation: Cancellation? = nil) throws -> ReportDocument {
        guard !reports.isEmpty else { throw FileError.io(path: out, message: "nothing to merge") }
        var documents: [(String, ReportDocument)] = []
        for r in reports {
            let folder = r.hasSuffix("/report.json") ? String(r.dropLast("/report.json".count)) : r
            let path = folder + "/report.json"
            let bytes = try AtomicFile.read(path: path, limit: 512 << 20)
            do {
                documents.append((folder, try JSONDecoder().decode(ReportDocument.self, from: Data(bytes))))
            } catch let e as DecodingError {
                throw FileError.io(path: path, message: "not a RowFrame report: \(JSONFieldError(e))")
            } catch {
                throw FileError.io(path: path, message: "not a RowFrame report")
            }
        }
        try checkShards(documents)
        var merged = documents[0].1
        merged.title = title ?? merged.title
        merged.entries = []; merged.shards = []
        let staged = try StagedFolder(destination: out)
        var seen = Set<String>()
        for (folder, d) in documents {
            merged.shards += d.shards
            for e in d.entries {
                try cancellation?.check()
                guard seen.insert(e.diff.name).inserted else {
                    throw FileError.io(path: folder, message: "\(e.diff.name) is in two of the merged reports (overlapping shards?)")
                }
                for p in [e.pictures.golden, e.pictures.actual, e.pictures.diff].compactMap({ $0 }) {
                    guard !p.split(separator: "/").contains(".."), p.hasPrefix("images/") else {
                        throw FileError.io(path: folder + "/report.json", message: "picture path \(p) leaves the report folder")
                    }
                    let destination = staged.path + "/" + p
                    try FileTree.createFolder(splitFolder(destination))
                    try AtomicFile.write(try AtomicFile.read(path: folder + "/" + p, limit: FolderDiff.maxFileBytes), to: destination)
                }
                merged.entries.append(e)
            }
        }
        merged.entries.sort { $0.diff.name < $1.diff.name }
        merged.summary = DiffSummary(merged.entries.map(\.diff))
        merged.moves = try moves(merged.entries, in: staged.path)        // across shards too
        try finish(merged, staged, cancellation)
        return merged
    }

    /// Refuses reports that are not the shards of one comparison, all of them, once each.
    static func checkShards(_ documents: [(folder: String, document: ReportDocument)]) throws {
        let first = documents[0]
        func policy(_ d: ReportDocument) -> String {
            "threshold \(d.threshold), AA \(d.includeAA ? "counted" : "ignored"), tolerance \(d.tolerance)\(d.exact ? ", exact" : "")"
                + (d.checkerboard ? ", checkerboard" : "") + (d.ignore.isEmpty ? "" : ", ignoring \(d.ignore)")
        }
        var parts: [String: String] = [:]          // "i/n" → the report holding it
        var count: Int?
        for (folder, d) in documents {
            guard d.golden == first.document.golden, d.actual == first.document.actual else {
                throw FileError.io(path: folder, message: "compares \(d.golden) with \(d.actual), but \(first.folder) compares "
                                   + "\(first.document.golden) with \(first.document.actual): only shards of one comparison merge")
            }
            guard policy(d) == policy(first.document) else {
                throw FileError.io(path: folder, message: "was compared with \(policy(d)), but \(first.folder) with \(policy(first.document))")
            }
            guard !d.shards.isEmpty else {
                throw FileError.io(path: folder, message: "is not a shard (it was written without --shard); only shards merge")
            }
            for s in d.shards {
                guard let shard = Shard(s) else { throw FileError.io(path: folder, message: "names a shard \(s), not i/n") }
                guard count == nil || count == shard.count else {
                    throw FileError.io(path: folder, message: "is shard \(s), but the others are of \(count!): shards of one split merge")
                }
                count = shard.count
                if let other = parts[s] { throw FileError.io(path: folder, message: "is shard \(s), and so is \(other)") }
                parts[s] = folder
            }
        }
        if let n = count, parts.count < n {
            let missing = (1...n).map { "\($0)/\(n)" }.filter { parts[$0] == nil }
            throw FileError.io(path: documents.map(\.folder).joined(separator: ", "),
                               message: "shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing: a merge holds every shard")
        }
    }

    /// Goldens that moved: each image only in the actual folder is paired with an image only
    /// in the golden folder of the same file name whose bytes are the same (first by name).
    static func moves(_ entries: [ReportDocument.ReportEntry], in folder: String) throws -> [ReportDocument.Move] {
        func fileName(_ name: String) -> Substring { name[(name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex)...] }
        var removed = Dictionary(grouping: entries.filter { $0.diff.status == .removed && $0.pictures.golden != nil }) { fileName($0.diff.name) }
        var out: [ReportDocument.Move] = []
        for added in entries where added.diff.status == .added {
            guard let picture = added.pictures.actual, let candidates = removed[fileName(added.diff.name)] else { continue }
            let bytes = try AtomicFile.read(path: folder + "/" + picture, limit: FolderDiff.maxFileBytes)
            guard let k = try candidates.firstIndex(where: { try AtomicFile.read(path: folder + "/" + $0.pictures.golden!, limit: FolderDiff.maxFileBytes) == bytes }) else {
                continue
            }
            out.append(.init(from: candidates[k].diff.name, to: added.diff.name))
            removed[fileName(added.diff.name)]!.remove(at: k)
        }
        return out
    }

    /// Writes report.json and index.html and moves the folder into place.
    static func finish(_ document: ReportDocument, _ staged: StagedFolder, _ cancellation: Cancellation?) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try encoder.encode(document)
        try AtomicFile.write([UInt8](json), to: staged.path + "/report.json")
        try AtomicFile.write(Array(ReportPage.html(document, json: json).utf8), to: staged.path + "/index.html")
        try cancellation?.check()
        try staged.commit()
    }

    /// Writes the pictures of one compared image into the report folder: golden and actual
    /// as read (one copy when identical), and the diff image when there is one.
    static func storePictures(_ c: ComparedImage, in folder: String) throws -> ReportDocument.Pictures {
        var p = ReportDocument.Pictures()
        func put(_ bytes: [UInt8], _ kind: String) throws -> String {
            let relative = "images/\(kind)/\(c.entry.name)"
            let path = folder + "/" + relative
            try FileTree.createFolder(splitFolder(path))
            try AtomicFile.write(bytes, to: path)
            return relative
        }
        switch c.entry.status {
        case .unchanged:
            if let g = c.goldenBytes { p.golden = try put(g, "same"); p.actual = p.golden }
        default:
            if let g = c.goldenBytes { p.golden = try put(g, "golden") }
            if let a = c.actualBytes { p.actual = try put(a, "actual") }
            if let d = c.result?.diffImage {
                let canvas = try Canvas(width: d.width, height: d.height,
                                        straightRGBA: d.rgba.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[...]) })
                p.diff = try put(try PNG.encode(canvas, compression: .fast), "diff")
            }
        }
        return p
    }

    static func splitFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
