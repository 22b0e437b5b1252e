import Foundation
import RowPNG
import RowRaster

/// When goldens are (re)written — swift-snapshot-testing's record modes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record every snapshot (and fail, so the new pictures get looked at).
    case all
    /// Record only missing goldens (the default).
    case missing
    /// Re-record goldens that no longer match.
    case failed
    /// Never write: missing goldens fail too (CI).
    case never

    /// From SNAPSHOT_TESTING_RECORD (all, missing, failed, never); nil when unset or unknown.
    public static var fromEnvironment: RecordMode? {
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(RecordMode.init(rawValue:))
    }
}

/// A reviewed reference picture on disk and the comparison of a fresh render against it.
public struct Golden {
    public let path: String
    /// Display scale recorded in the PNG.
    public let scale: Double

    public init(path: String, scale: Double) { self.path = path; self.scale = scale }

    /// What a comparison found.
    public enum Outcome: Equatable {
        case matched
        /// Written (missing, or recording was asked for): look at it, then commit.
        case recorded
        /// No golden and recording is off.
        case missing
        /// Differs from the golden: the count, the changed regions, and where the actual and
        /// diff images were written.
        case differs(pixels: Int, regions: [IntRect], sizeChanged: Bool, actual: String, diff: String?)

        /// A test failure message, or nil when the snapshot passes.
        public var failureMessage: String? {
            switch self {
            case .matched: return nil
            case .recorded: return "recorded a new golden: open it, check it, and run again"
            case .missing: return "no golden, and the record mode is never"
            case let .differs(pixels, regions, sizeChanged, actual, diff):
                if sizeChanged { return "the size changed; actual image: \(actual)" }
                let boxes = regions.prefix(8).map { "(\($0.x), \($0.y), \($0.width)×\($0.height))" }.joined(separator: ", ")
                return "\(pixels) pixels differ in \(regions.count) region(s) \(boxes); actual: \(actual); diff: \(diff ?? "-")"
            }
        }
    }

    /// Folder for failure artifacts: SNAPSHOT_ARTIFACTS, or a folder in the temporary directory.
    public static var artifactsDirectory: String {
        ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? (NSTemporaryDirectory() + "rowframe-snapshot-artifacts")
    }

    /// Compares `canvas` with the golden. Goldens are written (atomically) only as the record
    /// mode says — `record` if given, else SNAPSHOT_TESTING_RECORD, else `.missing`; a failing
    /// comparison writes the actual and diff images as artifacts, never over the golden.
    public func check(_ canvas: Canvas, record: RecordMode? = nil) throws -> Outcome {
        let mode = record ?? RecordMode.fromEnvironment ?? .missing
        let exists = FileManager.default.fileExists(atPath: path)
        func writeGolden() throws -> Outcome {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNG.write(canvas, to: path, scale: scale)
            return .recorded
        }
        guard exists else { return mode == .never ? .missing : try writeGolden() }
        if mode == .all { return try writeGolden() }
        let golden = try PNG.read(path: path).canvas
        if golden == canvas { return .matched }
        if mode == .failed { return try writeGolden() }
        // Artifacts, named after the golden's path below the nearest "Snapshots" folder.
        let relative = path.range(of: "Snapshots/").map { String(path[$0.upperBound...]) } ?? (path as NSString).lastPathComponent
        let base = Golden.artifactsDirectory + "/" + (relative as NSString).deletingPathExtension
        try FileManager.default.createDirectory(atPath: (base as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let actual = base + ".actual.png"
        try PNG.write(canvas, to: actual, scale: scale)
        guard golden.width == canvas.width, golden.height == canvas.height else {
            return .differs(pixels: 0, regions: [], sizeChanged: true, actual: actual, diff: nil)
        }
        let result = try ImageDiff.compare(RGBAImage(golden), RGBAImage(canvas), options: { var o = DiffOptions(); o.includeAA = true; return o }())
        let diffPath = base + ".diff.png"
        let d = result.diffImage
        try PNG.write(try Canvas(width: d.width, height: d.height, straightRGBA: d.rgba.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[...]) }), to: diffPath)
        // Exact comparison: any changed byte fails, even below the color threshold.
        return .differs(pixels: max(1, result.differentPixels), regions: result.regions, sizeChanged: false, actual: actual, diff: diffPath)
    }
}
