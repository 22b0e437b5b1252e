import Dispatch
import RowFiles
import RowPNG
import RowRaster
import Synchronization

/// What decides an image's verdict beyond the pixel options.
public struct DiffPolicy: Sendable {
    public var options = DiffOptions()
    /// Differing pixels allowed in the densest `windowSize`² window (0: none beyond the threshold).
    public var tolerance = 0
    /// Any changed byte fails, whatever the threshold says.
    public var exact = false
    /// Images only in the actual folder (or only in the golden folder) don't fail the verdict.
    public var allowAdded = false
    public var allowRemoved = false
    public init() {}
}

/// Both sides of one compared image: the files' bytes, the decoded pixels and the diff.
public struct ComparedImage: Sendable {
    public var entry: DiffEntry
    public let goldenBytes: [UInt8]?
    public let actualBytes: [UInt8]?
    /// Present when both decoded to one size and differ.
    public let result: DiffResult?
}

/// The counts of a comparison and its verdict line.
public struct DiffSummary: Sendable, Equatable, Codable {
    public var changed = 0, added = 0, removed = 0, unchanged = 0, withinThreshold = 0
    public init() {}
    public init<S: Sequence>(_ entries: S) where S.Element == DiffEntry {
        for e in entries { add(e.status) }
    }
    public mutating func add(_ status: DiffEntry.Status) {
        switch status {
        case .changed: changed += 1
        case .added: added += 1
        case .removed: removed += 1
        case .unchanged: unchanged += 1
        case .withinThreshold: withinThreshold += 1
        }
    }
    public var total: Int { changed + added + removed + unchanged + withinThreshold }
    /// Whether the comparison passes: nothing changed, and nothing added or removed unless allowed.
    public func passes(_ policy: DiffPolicy) -> Bool {
        changed == 0 && (added == 0 || policy.allowAdded) && (removed == 0 || policy.allowRemoved)
    }
    /// "2 changed, 1 added, 0 removed, 40 unchanged (3 within threshold)".
    public var line: String {
        "\(changed) changed, \(added) added, \(removed) removed, \(unchanged) unchanged"
            + (withinThreshold > 0 ? ", \(withinThreshold) changed within threshold" : "")
    }
}

/// Comparing PNG files and folders of them (recursively, relative paths as names).
public enum FolderDiff {
    /// The budget for one PNG file read by the diff.
    public static let maxFileBytes = 256 << 20

    /// The PNG names below both folders: each with the sides it exists on.
    public static func names(golden: String, actual: String, shard: Shard? = nil) throws -> [(name: String, inGolden: Bool, inActual: Bool)] {
        let g = Set(try FileTree.files(under: golden, suffix: ".png")), a = Set(try FileTree.files(under: actual, suffix: ".png"))
        return g.union(a).sorted().filter { shard?.contains($0) ?? true }.map { ($0, g.contains($0), a.contains($0)) }
    }

    /// Reads and decodes a PNG file, naming it in errors.
    public static func load(_ path: String) throws -> ([UInt8], RGBAImage) {
        let bytes = try read(path)
        return (bytes, try decode(bytes, path: path))
    }

    static func read(_ path: String) throws -> [UInt8] { try AtomicFile.read(path: path, limit: maxFileBytes) }

    /// Reads and decodes two PNGs at once, a thread each.
    public static func loadPair(_ a: String, _ b: String) throws -> (([UInt8], RGBAImage), ([UInt8], RGBAImage)) {
        try decodePair((try read(a), a), (try read(b), b))
    }

    /// Decodes two PNGs at once, a thread each.
    static func decodePair(_ a: ([UInt8], String), _ b: ([UInt8], String)) throws -> (([UInt8], RGBAImage), ([UInt8], RGBAImage)) {
        let decoded = Mutex<[Result<RGBAImage, Error>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let r = Result { try decode(i == 0 ? a.0 : b.0, path: i == 0 ? a.1 : b.1) }
            decoded.withLock { $0[i] = r }
        }
        let both = decoded.withLock { $0 }
        return ((a.0, try both[0]!.get()), (b.0, try both[1]!.get()))
    }

    public static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        // Only the first frame of an animated PNG would be compared: its other frames could
        // differ and the verdict still say identical.
        if let frames = PNG.animationFrames(bytes), frames > 1 {
            throw FileError.io(path: path, message: "an animated PNG (\(frames) frames): diff compares still images; "
                               + "export the frames as PNGs (rowframe frames --out DIR) and diff the folders")
        }
        do {
            let d = try PNG.decodeStraight(bytes)
            return RGBAImage(width: d.width, height: d.height, rgba: d.rgba)
        } catch { throw FileError.io(path: path, message: "\(error)") }
    }

    /// Compares one image present on either or both sides. Byte-identical files are
    /// unchanged without decoding (their header is checked); otherwise both decode at once
    /// and the pixels decide.
    public static func compare(name: String, golden: String?, actual: String?, policy: DiffPolicy) throws -> ComparedImage {
        switch (golden, actual) {
        case let (g?, nil):
            let (bytes, image) = try load(g)
            var e = DiffEntry(name: name, status: .removed); e.goldenSize = image.sizeText
            return ComparedImage(entry: e, goldenBytes: bytes, actualBytes: nil, result: nil)
        case let (nil, a?):
            let (bytes, image) = try load(a)
            var e = DiffEntry(name: name, status: .added); e.actualSize = image.sizeText
            return ComparedImage(entry: e, goldenBytes: nil, actualBytes: bytes, result: nil)
        case let (g?, a?):
            let gb = try read(g), ab = try read(a)
            if gb == ab {
                guard let size = PNG.size(of: gb) else { throw FileError.io(path: g, message: "not a PNG file") }
                var e = DiffEntry(name: name, status: .unchanged)
                e.goldenSize = "\(size.width)×\(size.height)"; e.actualSize = e.goldenSize; e.totalPixels = size.width * size.height
                return ComparedImage(entry: e, goldenBytes: gb, actualBytes: ab, result: nil)
            }
            let (golden, actual) = try decodePair((gb, g), (ab, a))
            return try compare(name: name, golden: golden, actual: actual, policy: policy)
        case (nil, nil):
            throw FileError.io(path: name, message: "on neither side")
        }
    }

    /// Compares decoded images (bytes kept for the report).
    public static func compare(name: String, golden: ([UInt8], RGBAImage), actual: ([UInt8], RGBAImage), policy: DiffPolicy) throws -> ComparedImage {
        let (gi, ai) = (golden.1, actual.1)
        var e = DiffEntry(name: name, status: .unchanged)
        e.goldenSize = gi.sizeText; e.actualSize = ai.sizeText; e.totalPixels = ai.width * ai.height
        guard gi.width == ai.width, gi.height == ai.height else {
            e.status = .changed
            return ComparedImage(entry: e, goldenBytes: golden.0, actualBytes: actual.0, result: nil)
        }
        if golden.0 == actual.0 || gi.rgba == ai.rgba {
            return ComparedImage(entry: e, goldenBytes: golden.0, actualBytes: actual.0, result: nil)
        }
        let r = try ImageDiff.compare(gi, ai, options: policy.options)
        e.changedPixels = r.changedPixels; e.differentPixels = r.differentPixels; e.antialiasedPixels = r.antialiasedPixels
        e.regions = r.regions.map { [$0.x, $0.y, $0.width, $0.height] }
        e.densestWindow = [r.densestWindow.rect.x, r.densestWindow.rect.y, r.densestWindow.rect.width, r.densestWindow.rect.height]
        e.densestCount = r.densestWindow.count
        if r.changedPixels == 0 {
            e.status = .unchanged
        } else if !policy.exact && r.densestWindow.count <= policy.tolerance {
            e.status = .withinThreshold
        } else {
            e.status = .changed
        }
        return ComparedImage(entry: e, goldenBytes: golden.0, actualBytes: actual.0, result: r)
    }

    /// Compares every image below two folders on `jobs` threads, handing each comparison to
    /// `visit` (on the worker's thread) and returning the entries in name order. Memory holds
    /// one pair per thread. Stops at the first error or when `cancellation` is set.
    public static func compareFolders(golden: String, actual: String, policy: DiffPolicy, shard: Shard? = nil, jobs: Int = 1,
                                      cancellation: Cancellation? = nil,
                                      visit: @Sendable (ComparedImage) throws -> Void = { _ in }) throws -> [DiffEntry] {
        let names = try Self.names(golden: golden, actual: actual, shard: shard)
        let slots = Mutex([DiffEntry?](repeating: nil, count: names.count))
        let failure = Mutex<Error?>(nil)
        let next = Atomic<Int>(0)
        let policy1 = policy.withThreads(1)   // images in parallel, rows serially
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, names.count))) { _ in
            while failure.withLock({ $0 == nil }) {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < names.count else { return }
                do {
                    try cancellation?.check()
                    let n = names[i]
                    let c = try compare(name: n.name, golden: n.inGolden ? golden + "/" + n.name : nil,
                                        actual: n.inActual ? actual + "/" + n.name : nil, policy: policy1)
                    try visit(c)
                    slots.withLock { $0[i] = c.entry }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return slots.withLock { $0.map { $0! } }
    }
}

extension DiffPolicy {
    func withThreads(_ n: Int) -> DiffPolicy { var p = self; p.options.threads = n; return p }
}
