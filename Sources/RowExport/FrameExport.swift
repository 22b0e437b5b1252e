import Dispatch
import Foundation
import RowFiles
import RowMotion
import RowPNG
import RowScene
import RowText
import Synchronization

/// Why a frame export could not run.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    case noFrames
    case tooManyFrames(Double)
    case frame(Int, String)
    public static let maxFrames = 100_000
    public var description: String {
        switch self {
        case .noFrames: return "nothing to export: give an output folder or an APNG file"
        case .tooManyFrames(let n): return "\(n) frames is too many (at most \(ExportError.maxFrames)): shorten the time range or lower the frame rate"
        case let .frame(n, message): return "frame \(n): \(message)"
        }
    }
}

/// Exports frames of a frame source: frame n is the source's frame at `from + n/fps`, in the
/// environment given (appearance, scale, motion mode). Frames render and encode on worker
/// threads and stream to disk as they finish — byte-identical to a serial run, with memory
/// for one frame per worker — into a folder that appears whole, named by the image naming
/// scheme, with a `frames.json` sidecar; an APNG is assembled from them one frame at a time.
public struct FrameExport: Sendable {
    public let source: any FrameSource
    /// The base of each file's name ("press" → press.light@3x.t16.667ms.png).
    public let name: String
    public let environment: EnvironmentValues
    public let from: Double, fps: Double, count: Int
    public let compression: PNGCompression
    public let jobs: Int
    public let fonts: FontLibrary

    public init(source: any FrameSource, name: String, environment: EnvironmentValues, from: Double, to: Double, fps: Double,
                compression: PNGCompression = .fast, jobs: Int, fonts: FontLibrary) throws(ExportError) {
        let frames = ((to - from) * fps - 1e-9).rounded(.up)
        guard frames.isFinite, frames <= Double(ExportError.maxFrames) else { throw .tooManyFrames(frames) }
        self.source = source; self.name = name; self.environment = environment; self.from = from; self.fps = fps
        count = max(1, Int(frames)); self.compression = compression; self.jobs = max(1, jobs); self.fonts = fonts
    }

    /// The time of frame n.
    public func time(_ n: Int) -> Double { from + Double(n) / fps }

    /// Frame n's file name.
    public func fileName(_ n: Int) -> String {
        ImageName(base: name, appearance: environment.colorScheme.rawValue, scale: Int(environment.displayScale.rounded()),
                  microseconds: ImageName.microseconds(time(n))).description
    }

    /// How long rendering and encoding took (summed over workers) and the wall time.
    public struct Timing: Sendable {
        public var render = 0.0, encode = 0.0, wall = 0.0
        /// What was drawn other than asked, each message once, in frame order.
        public var warnings: [String] = []
    }

    /// Writes the frames and `frames.json` into the folder `out` (replacing an earlier export
    /// there) and/or an APNG at `apng`. `progress` is called with the count done.
    @MainActor public func run(out: String?, apng: String?, cancellation: Cancellation? = nil,
                    progress: @Sendable (Int) -> Void = { _ in }) throws -> Timing {
        guard out != nil || apng != nil else { throw ExportError.noFrames }
        // Frames always go to a staged folder: the output folder, or a scratch one beside the APNG.
        let staged = try StagedFolder(destination: out ?? (apng! + ".frames"))
        let folder = staged.path
        let timing = Mutex(Timing())
        let frameWarnings = Mutex([Int: [String]]())
        // Haptics played by the views' own code, as of the last frame (the graph carries them).
        let played = Mutex<(index: Int, haptics: [HapticEvent])>((-1, []))
        let done = Atomic<Int>(0)
        let clock = ContinuousClock(), start = clock.now
        let requests = (0..<count).map { n in
            var env = environment
            env.time = time(n)
            return source.frame(env)
        }
        do {
            // A frame that draws what the frame before it drew is that frame's bytes again.
            try BatchRender(fonts: fonts, jobs: jobs).run(requests, asFrames: true, cancellation: cancellation) { output in
                let t0 = clock.now
                let png = try PNG.encode(output.canvas, compression: compression, scale: environment.displayScale)
                let frames = [BatchRender.Repeat(index: output.index, warnings: output.warnings, haptics: output.haptics)] + output.repeats
                for frame in frames {
                    try staged.write(png, name: fileName(frame.index))
                    if !frame.warnings.isEmpty { frameWarnings.withLock { $0[frame.index] = frame.warnings } }
                    played.withLock { if frame.index > $0.index { $0 = (frame.index, frame.haptics) } }
                }
                let t1 = clock.now
                timing.withLock { $0.encode += Self.seconds(t1 - t0); $0.render += output.renderSeconds }
                progress(done.wrappingAdd(frames.count, ordering: .relaxed).newValue)
            }
        } catch let e as SceneError {
            throw ExportError.frame(0, e.description)
        }
        try cancellation?.check()
        try writeSidecar(into: folder, played: played.withLock { $0.haptics })
        if let apng {
            let file = try StreamingFile(apng)
            var writer = APNG.Writer(frameCount: count, delayNumerator: 1000, delayDenominator: UInt16(min(65535, (fps * 1000).rounded()))) {
                try file.append($0)
            }
            for n in 0..<count {
                try cancellation?.check()
                try writer.append(try AtomicFile.read(path: folder + "/" + fileName(n)))
            }
            try writer.finish()
            try cancellation?.check()
            try file.finish()
        }
        if out != nil { try staged.commit() } else { staged.discard() }
        var seen = Set<String>()
        let warnings = frameWarnings.withLock { $0.sorted { $0.key < $1.key }.flatMap(\.value) }.filter { seen.insert($0).inserted }
        return timing.withLock { var t = $0; t.wall = Self.seconds(clock.now - start); t.warnings = warnings; return t }
    }

    /// `frames.json`: each frame's file and time, and the haptics played in the range.
    func writeSidecar(into folder: String, played: [HapticEvent] = []) throws {
        struct Sidecar: Encodable {
            struct Frame: Encodable { let file: String; let time: Double }
            let frames: [Frame]
            let haptics: [HapticEvent]
        }
        let end = time(count)
        let sidecar = Sidecar(frames: (0..<count).map { .init(file: fileName($0), time: time($0)) },
                              haptics: source.haptics(played: played).filter { $0.time >= from && $0.time < end })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write([UInt8](try encoder.encode(sidecar)), to: folder + "/frames.json")
    }

    static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
}
