import ArgumentParser
import Foundation
import RowPNG
import RowRaster
import RowSnapshot

/// `rowframe diff A B`: compares two PNGs, or two folders of PNGs matched by name.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare PNGs (pixelmatch semantics). Exit 0: identical within tolerance; 1: different; 2: error.",
        discussion: "Examples: rowframe diff golden.png actual.png --out diff.png\n          rowframe diff Snapshots/RowDesign actual/ --json")

    @Argument(help: "A PNG file or a folder of PNGs.")
    var a: String
    @Argument(help: "A PNG file or a folder of PNGs (matched by name).")
    var b: String
    @Option(help: "Write the diff image here (single files) or into this folder (folders).")
    var out: String?
    @Flag(help: "Print one JSON object instead of text.")
    var json = false
    @Flag(help: "Count anti-aliasing pixels as differences.")
    var includeAA = false
    @Option(help: "Color threshold 0…1 (pixelmatch's default 0.1).")
    var threshold: Double = 0.1
    @Option(help: "Color metric: yiq (pixelmatch) or hyab (OKLab).")
    var metric: String = "yiq"
    @Option(help: "Differing pixels allowed in any 8×8 window (0…7: a changed line of 8 px always fails).")
    var tolerance: Int = 0
    @Option(help: "Ignore a region x,y,w,h (repeatable).")
    var ignore: [String] = []
    @Flag(help: .hidden)
    var decodeOnly = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be within 0…1") }
        guard DiffMetric(rawValue: metric) != nil else { throw ValidationError("--metric must be yiq or hyab") }
        guard (0...7).contains(tolerance) else { throw ValidationError("--tolerance must be 0…7 (an 8-pixel line must never pass)") }
        for r in ignore { guard Self.rect(r) != nil else { throw ValidationError("--ignore expects x,y,w,h with whole numbers, found \(r)") } }
    }

    static func rect(_ s: String) -> IntRect? {
        let v = s.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard v.count == 4, v[2] >= 0, v[3] >= 0 else { return nil }
        return IntRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func run() throws {
        var differences = false
        try CLI.guarded {
            var options = DiffOptions()
            options.threshold = threshold; options.includeAA = includeAA; options.metric = DiffMetric(rawValue: metric)!
            options.ignore = ignore.compactMap(Self.rect)
            options.makeDiffImage = out != nil
            options.threads = ProcessInfo.processInfo.activeProcessorCount
            if decodeOnly {   // for tools/diff/run.sh bench: the libpng decoding floor
                _ = try FileDiff.loadBoth(a, b)
                return
            }
            var isDir: ObjCBool = false
            let aIsDir = FileManager.default.fileExists(atPath: a, isDirectory: &isDir) && isDir.boolValue
            let bIsDir = FileManager.default.fileExists(atPath: b, isDirectory: &isDir) && isDir.boolValue
            guard aIsDir == bIsDir else { throw CLIError("compare a file with a file, or a folder with a folder") }
            var pairs: [FileDiff.Pair] = []
            var onlyA: [String] = [], onlyB: [String] = []
            do {
                if aIsDir {
                    let m = try FileDiff.match(a, b)
                    onlyA = m.onlyA; onlyB = m.onlyB
                    for name in m.pairs { pairs.append(try FileDiff.compare(name: name, a + "/" + name, b + "/" + name, options: options)) }
                } else {
                    pairs.append(try FileDiff.compare(name: (b as NSString).lastPathComponent, a, b, options: options))
                }
            } catch let e as FileDiffError { throw CLIError(e.description) }
            func passes(_ p: FileDiff.Pair) -> Bool {
                guard let r = p.result else { return false }
                return r.densestWindow.count <= tolerance
            }
            differences = !onlyA.isEmpty || !onlyB.isEmpty || pairs.contains { !passes($0) }
            if let out {
                if aIsDir { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }
                for p in pairs {
                    guard let r = p.result, !r.identical || !aIsDir else { continue }
                    let canvas = try Canvas(width: r.diffImage.width, height: r.diffImage.height,
                                            straightRGBA: r.diffImage.rgba.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[...]) })
                    try PNG.write(canvas, to: aIsDir ? out + "/" + p.name : out)
                }
            }
            if json {
                func object(_ p: FileDiff.Pair) -> [String: Any] {
                    guard let r = p.result else {
                        return ["name": p.name, "identical": false, "sizeMismatch": [p.sizes.0, p.sizes.1]]
                    }
                    return ["name": p.name, "identical": r.identical, "withinTolerance": passes(p), "differentPixels": r.differentPixels,
                            "antialiasedPixels": r.antialiasedPixels, "totalPixels": r.totalPixels,
                            "regions": r.regions.map { [$0.x, $0.y, $0.width, $0.height] },
                            "densestWindow": ["rect": [r.densestWindow.rect.x, r.densestWindow.rect.y, r.densestWindow.rect.width, r.densestWindow.rect.height],
                                              "count": r.densestWindow.count]]
                }
                let body: [String: Any]
                if aIsDir {
                    body = ["identical": !differences, "pairs": pairs.map(object), "onlyIn": [a: onlyA, b: onlyB]]
                } else {
                    body = object(pairs[0])
                }
                let data = try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
                print(String(decoding: data, as: UTF8.self))
            } else {
                // Light and dark variants of one snapshot are reported on adjacent lines.
                for p in pairs.sorted(by: { (FileDiff.family($0.name), $0.name) < (FileDiff.family($1.name), $1.name) }) {
                    guard let r = p.result else { print("\(p.name): sizes differ (\(p.sizes.0) vs \(p.sizes.1))"); continue }
                    if r.identical {
                        print("\(p.name): identical")
                    } else {
                        let boxes = r.regions.prefix(5).map { "\($0.x),\($0.y) \($0.width)×\($0.height)" }.joined(separator: "; ")
                        print("\(p.name): \(r.differentPixels) of \(r.totalPixels) pixels differ (\(r.antialiasedPixels) anti-aliasing ignored)"
                              + (passes(p) ? ", within tolerance" : "") + " in \(r.regions.count) region(s): \(boxes)")
                    }
                }
                for name in onlyA { print("\(name): only in \(a)") }
                for name in onlyB { print("\(name): only in \(b)") }
            }
        }
        if differences { throw ExitCode(1) }
    }
}
