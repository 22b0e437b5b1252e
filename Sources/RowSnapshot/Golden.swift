import Foundation
import RowDiff
import RowFiles
import RowPNG
import RowRaster

/// A reviewed reference picture on disk and the comparison of a fresh render against it.
/// Goldens compare exactly: any changed byte fails.
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
        /// The golden file could not be decoded (re-recorded in `.failed` mode).
        case unreadable(String, rerecorded: Bool)
        /// Differs from the golden: counts, the changed regions, and where the actual and
        /// diff images were written.
        case differs(changed: Int, beyondThreshold: Int, regions: [IntRect], sizeChanged: Bool, actual: String, diff: String?)

        /// A test failure message, or nil when the snapshot passes.
        public var failureMessage: String? {
            switch self {
            case .matched: return nil
            case .recorded: return "recorded a new golden: open it, check it, and run again"
            case .missing: return "no golden, and the record mode is never"
            case let .unreadable(reason, rerecorded):
                return "the golden cannot be read (\(reason))" + (rerecorded ? "; re-recorded it: open it, check it, and run again" : "")
            case let .differs(changed, beyond, regions, sizeChanged, actual, diff):
                if sizeChanged { return "the size changed; actual image: \(actual)" }
                let boxes = regions.prefix(8).map { "(\($0.x), \($0.y), \($0.width)×\($0.height))" }.joined(separator: ", ")
                return "\(changed) pixels differ (\(beyond) beyond pixelmatch's threshold)"
                    + (regions.isEmpty ? "" : " in \(regions.count) region(s) \(boxes)") + "; actual: \(actual); diff: \(diff ?? "-")"
            }
        }
    }

    /// Folder for failure artifacts: SNAPSHOT_ARTIFACTS when set and not empty, else a folder
    /// in the temporary directory.
    public static var artifactsDirectory: String {
        if let value = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !value.isEmpty { return value }
        return NSTemporaryDirectory() + "rowframe-snapshot-artifacts"
    }

    /// Compares `canvas` with the golden. Goldens are written (atomically, fsynced) only as the
    /// record mode says — `record` if given, else SNAPSHOT_TESTING_RECORD, else `.missing`; a
    /// failing comparison writes the actual and diff images as artifacts, never over the golden.
    public func check(_ canvas: Canvas, record: RecordMode? = nil) throws -> Outcome {
        let mode = try record ?? RecordMode.fromEnvironment() ?? .missing
        func writeGolden() throws {
            try FileTree.createFolder((path as NSString).deletingLastPathComponent)
            try PNG.write(canvas, to: path, scale: scale)
        }
        guard FileTree.exists(path) else {
            if mode == .never { return .missing }
            try writeGolden()
            return .recorded
        }
        if mode == .all { try writeGolden(); return .recorded }
        let golden: Canvas
        do {
            golden = try PNG.read(path: path).canvas
        } catch {
            if mode == .failed { try writeGolden() }
            return .unreadable("\(error)", rerecorded: mode == .failed)
        }
        if golden == canvas { return .matched }
        if mode == .failed { try writeGolden(); return .recorded }
        // Artifacts, named after the golden's path below the nearest "Snapshots" folder.
        let relative = path.range(of: "Snapshots/").map { String(path[$0.upperBound...]) } ?? (path as NSString).lastPathComponent
        let base = Golden.artifactsDirectory + "/" + (relative as NSString).deletingPathExtension
        try FileTree.createFolder((base as NSString).deletingLastPathComponent)
        let actual = base + ".actual.png"
        try PNG.write(canvas, to: actual, scale: scale)
        guard golden.width == canvas.width, golden.height == canvas.height else {
            return .differs(changed: 0, beyondThreshold: 0, regions: [], sizeChanged: true, actual: actual, diff: nil)
        }
        let result = try ImageDiff.compare(RGBAImage(golden), RGBAImage(canvas))
        let diffPath = base + ".diff.png"
        if let d = result.diffImage {
            try PNG.write(try Canvas(width: d.width, height: d.height, straightRGBA: d.rgba.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[...]) }), to: diffPath)
        }
        return .differs(changed: result.changedPixels, beyondThreshold: result.differentPixels, regions: result.regions,
                        sizeChanged: false, actual: actual, diff: diffPath)
    }
}
