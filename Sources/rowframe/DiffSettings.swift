import ArgumentParser
import Foundation
import RowDiff
import RowRaster

/// The comparison options `diff` and `report` share, so their numbers agree.
struct DiffSettings: ParsableArguments {
    @Option(parsing: .unconditional, help: "Color threshold 0…1 (pixelmatch's default 0.1).")
    var threshold: Double = 0.1
    @Flag(help: "Count anti-aliasing pixels as differences.")
    var includeAA = false
    @Flag(help: "Blend semi-transparent pixels on white instead of pixelmatch's checkerboard.")
    var noCheckerboard = false
    @Option(help: "Color metric: yiq (pixelmatch) or hyab (OKLab).")
    var metric: String = "yiq"
    @Option(parsing: .unconditional, help: "Pixels beyond the threshold allowed in any 8×8 window (0…7: a changed line of 8 px always fails).")
    var tolerance: Int = 0
    @Flag(help: "Fail on any changed byte, even below the threshold.")
    var exact = false
    @Option(help: ArgumentHelp("Ignore a region (repeatable).", valueName: "x,y,w,h"))
    var ignore: [String] = []
    @Option(parsing: .unconditional, help: "Diff image: opacity of the faded original, 0…1 (pixelmatch's alpha).")
    var alpha: Double = 0.1
    @Option(help: ArgumentHelp("Diff image: color of anti-aliasing pixels (default: pixelmatch's yellow 255,255,0; in a report a pale 250,232,170, so a small change is not lost in it).", valueName: "r,g,b"))
    var aaColor: String?
    @Option(help: ArgumentHelp("Diff image: color of differences.", valueName: "r,g,b"))
    var diffColor: String = "255,0,0"
    @Option(help: ArgumentHelp("Diff image: color of differences where the actual image is darker (default: --diff-color).", valueName: "r,g,b"))
    var diffColorAlt: String?
    @Flag(help: "Diff image: only the differences, on transparency (pixelmatch's diffMask).")
    var diffMask = false
    @Flag(help: "Images without a golden don't fail the verdict.")
    var allowAdded = false
    @Flag(help: "Goldens without an actual image don't fail the verdict.")
    var allowRemoved = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be within 0…1") }
        guard DiffMetric(rawValue: metric) != nil else { throw ValidationError("--metric must be yiq or hyab") }
        guard (0...7).contains(tolerance) else { throw ValidationError("--tolerance must be 0…7 (an 8-pixel line must never pass)") }
        guard alpha.isFinite, (0...1).contains(alpha) else { throw ValidationError("--alpha must be within 0…1") }
        for (name, value) in [("--aa-color", aaColor ?? "0,0,0"), ("--diff-color", diffColor), ("--diff-color-alt", diffColorAlt ?? "0,0,0")] {
            guard Self.color(value) != nil else { throw ValidationError("\(name) expects r,g,b with whole numbers 0…255, found \(value)") }
        }
        for r in ignore { guard Self.rect(r) != nil else { throw ValidationError("--ignore expects x,y,w,h with whole numbers and w, h ≥ 0, found \(r)") } }
    }

    static func rect(_ s: String) -> IntRect? {
        let v = s.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard v.count == 4, v.allSatisfy({ $0 != nil }), v[2]! >= 0, v[3]! >= 0 else { return nil }
        return IntRect(x: v[0]!, y: v[1]!, width: v[2]!, height: v[3]!)
    }

    static func color(_ s: String) -> [UInt8]? {
        let v = s.split(separator: ",", omittingEmptySubsequences: false).map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard v.count == 3, v.allSatisfy({ $0 != nil }) else { return nil }
        return v.map { $0! }
    }

    /// The policy; `aaColor` is the anti-aliasing color of diff images when none is given.
    func policy(jobs: Int = 1, diffImages: Bool = true, aaColor defaultAA: [UInt8] = DiffOptions().aaColor) -> DiffPolicy {
        var p = DiffPolicy()
        p.options.threshold = threshold; p.options.includeAA = includeAA; p.options.checkerboard = !noCheckerboard
        p.options.metric = DiffMetric(rawValue: metric)!
        p.options.ignore = ignore.compactMap(Self.rect)
        p.options.alpha = alpha; p.options.aaColor = aaColor.flatMap(Self.color) ?? defaultAA; p.options.diffColor = Self.color(diffColor)!
        p.options.diffColorAlt = diffColorAlt.flatMap(Self.color); p.options.diffMask = diffMask
        p.options.makeDiffImage = diffImages
        p.options.threads = jobs
        p.tolerance = tolerance; p.exact = exact; p.allowAdded = allowAdded; p.allowRemoved = allowRemoved
        return p
    }
}

/// `--shard i/n`.
extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
