import ArgumentParser
import Dispatch
import Foundation
import RowDesign
import RowFiles
import RowPNG
import RowScene
import RowExport
import RowText

/// `rowframe frames SCENE --fps 60 --out DIR [--apng FILE]`: renders an animated scene to
/// numbered PNGs with a JSON sidecar, in parallel, byte-identical to a serial run.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render an animated scene to numbered PNGs (+ frames.json) and optionally an APNG.",
        discussion: """
        Frame n is at from + n/fps. Frames render in parallel and come out byte-identical to a \
        serial run; output appears only when complete (Ctrl-C leaves nothing behind).
        Scenes: press, swipe, shimmer, skeleton-shimmer, skeleton-to-content, stagger, card-reveal, insert-delete, counter.
        Example: rowframe frames shimmer --fps 60 --out shimmer-frames --apng shimmer.png
        """)

    @Argument(help: "A built-in scene (see above) or a scene JSON file.")
    var scene: String

    @Option(help: "Start time in seconds.")
    var from: Double = 0
    @Option(help: "End time in seconds (exclusive; default: the scene's length).")
    var to: Double?
    @Option(help: "Frames per second.")
    var fps: Double = 60
    @Option(name: .shortAndLong, help: "Directory to create for the PNGs and frames.json.")
    var out: String?
    @Option(help: "Also write an animated PNG here.")
    var apng: String?
    @Option(help: "Render the single frame at this time (seconds) to --png.")
    var at: Double?
    @Option(help: "With --at: the PNG file to write.")
    var png: String?
    @Option(help: "Display scale: 1, 2 or 3.")
    var scale: Double = 3
    @Option(help: "Appearance: light or dark.")
    var scheme: String = "light"
    @Option(help: "Motion mode: full, reduced or minimal.")
    var motion: String = "full"
    @Option(help: "zlib level for the PNGs, 0…9 (1 is fast; 9 smallest).")
    var compression: Int = 1
    @Option(help: "Worker threads (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Flag(help: "Replace an existing output directory.")
    var force = false

    @Flag(help: "Print nothing but errors (for CI).")
    var quiet = false

    func say(_ line: String) { if !quiet { print(line) } }

    func validate() throws {
        guard from.isFinite, from >= 0 else { throw ValidationError("--from must be a finite time ≥ 0") }
        if let to { guard to.isFinite, to > from else { throw ValidationError("--to must be finite and after --from") } }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be within 0…1000") }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard ColorScheme(rawValue: scheme) != nil else { throw ValidationError("--scheme must be light or dark") }
        guard AnimationMode(rawValue: motion) != nil else { throw ValidationError("--motion must be full, reduced or minimal") }
        guard (0...9).contains(compression) else { throw ValidationError("--compression must be 0…9") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1…64") }
        if let at { guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a finite time ≥ 0") } }
        guard (at == nil) == (png == nil) else { throw ValidationError("--at and --png go together") }
        guard out != nil || apng != nil || png != nil else { throw ValidationError("give --out DIR, --apng FILE, or --at T --png FILE") }
    }

    func run() throws {
        try CLI.guarded { _ in
            let scene: MotionScene
            if self.scene.hasSuffix(".json") {
                let data = try Data(AtomicFile.read(path: self.scene))
                do { scene = try SceneDocument.parse(data).motionScene(named: self.scene) } catch { throw CLIError("\(self.scene): \(error)") }
            } else {
                scene = try MotionScenes.named(self.scene)
            }
            let from = at ?? self.from
            let end = at.map { $0 + 0.5 / fps } ?? to ?? scene.duration
            let frames = ((end - from) * fps - 1e-9).rounded(.up)
            guard frames <= 100_000 else { throw CLIError("\(frames) frames is too many (at most 100000): shorten --from/--to or lower --fps") }
            let count = max(1, Int(frames))
            if let out, FileManager.default.fileExists(atPath: out), !force {
                throw CLIError("\(out) exists; pass --force to replace it")
            }
            let result = try FrameExport(scene: scene, from: from, fps: fps, count: count, scale: scale,
                                         scheme: ColorScheme(rawValue: scheme)!, mode: AnimationMode(rawValue: motion)!,
                                         compression: compression, jobs: jobs, fonts: try FontLibrary()).run(showProgress: !quiet && isatty(2) == 1)
            if let out { try result.writeDirectory(out, replacing: force) ; say("wrote \(count) frames to \(out)/") }
            if let png, let first = result.pngs.first { try AtomicFile.write(first, to: png); say("wrote \(png) (t = \(from) s)") }
            if let apng {
                let bytes = try APNG.assemble(frames: result.pngs, delayNumerator: 1000, delayDenominator: UInt16(min(65535, (fps * 1000).rounded())))
                try AtomicFile.write(bytes, to: apng)
                say("wrote \(apng) (\(count) frames)")
            }
            say(String(format: "render %.3f s, encode %.3f s (summed over workers), wall %.3f s", result.renderSeconds, result.encodeSeconds, result.wallSeconds))
        }
    }
}

