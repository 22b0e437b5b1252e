import Foundation
import RowPNG
import RowRaster

/// A reviewed reference picture on disk and the comparison of a fresh render against it.
public struct Golden {
    public let path: String
    /// Display scale recorded in the PNG.
    public let scale: Double

    public init(path: String, scale: Double) { self.path = path; self.scale = scale }

    /// What a comparison found.
    public enum Outcome: Equatable {
        case matched
        /// Written because it was missing or recording was asked for: look at it, then commit.
        case recorded
        /// Differs from the golden in this many pixels (or in size).
        case differs(pixels: Int, sizeChanged: Bool)
    }

    /// Whether the environment asks for goldens to be rewritten (ROWFRAME_RECORD=1).
    public static var recordRequested: Bool { ProcessInfo.processInfo.environment["ROWFRAME_RECORD"] == "1" }

    /// Compares `canvas` with the golden; writes it (atomically) when missing or when
    /// `record` is true. A differing golden is never overwritten unless recording.
    public func check(_ canvas: Canvas, record: Bool = Golden.recordRequested) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: path)
        if record || !exists {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNG.write(canvas, to: path, scale: scale)
            return .recorded
        }
        let golden = try PNG.read(path: path).canvas
        guard golden.width == canvas.width, golden.height == canvas.height else { return .differs(pixels: 0, sizeChanged: true) }
        if golden == canvas { return .matched }
        var count = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width where golden[x, y] != canvas[x, y] { count += 1 } }
        return .differs(pixels: count, sizeChanged: false)
    }
}
