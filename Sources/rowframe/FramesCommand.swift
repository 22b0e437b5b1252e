import ArgumentParser
import Foundation
import RowDesign
import RowExport
import RowFiles
import RowPNG
import RowScene
import RowText

/// `rowframe frames SCENE --fps 60 --out DIR [--apng FILE]`: renders an animated scene to PNGs
/// named by time, with a JSON sidecar, in parallel, byte-identical to a serial run.
struct FramesCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render an animated scene to PNGs (+ frames.json) and optionally an APNG.",
        discussion: """
        Frame n is at from + n/fps, named SCENE.APPEARANCE@Nx.tMSms.png. Frames render in parallel, come out \
        byte-identical to a serial run and stream to disk; the folder and the APNG appear only when complete \
        (Ctrl-C leaves nothing behind).
        Scenes: press, swipe, scroll-tap, shimmer, skeleton-shimmer, skeleton-to-content, stagger, card-reveal, insert-delete, counter.
        Examples: rowframe frames shimmer --fps 60 --out shimmer-frames --apng shimmer.png
                  rowframe frames press --at 0.2 --png press.png
        """)

    @Argument(help: "A built-in scene (see above) or a scene JSON file.")
    var scene: String
    @OptionGroup var range: FrameRangeOptions
    @Option(name: .shortAndLong, help: "Folder for the PNGs and frames.json (replaces an earlier export there with --force).")
    var out: String?
    @Option(help: "Also write an animated PNG here.")
    var apng: String?
    @Option(parsing: .unconditional, help: "Render the single frame at this time (seconds) to --png.")
    var at: Double?
    @Option(help: "With --at: the PNG file to write.")
    var png: String?
    @Option(help: "Motion mode: full, reduced or minimal.")
    var motion: String = "full"
    @Option(parsing: .unconditional, help: "zlib level for the PNGs, 0…9 (default 1, unfiltered: fast; 9 smallest).")
    var compression: Int?
    @Flag(help: "Replace an existing output folder written by rowframe.")
    var force = false
    @Flag(help: "Print nothing but errors (for CI).")
    var quiet = false

    func say(_ line: String) { if !quiet { print(line) } }

    func validate() throws {
        guard AnimationMode(rawValue: motion) != nil else { throw ValidationError("--motion must be full, reduced or minimal") }
        if let compression { guard (0...9).contains(compression) else { throw ValidationError("--compression must be 0…9") } }
        if let at { guard at.isFinite, (0...3600).contains(at) else { throw ValidationError("--at must be within 0…3600 s") } }
        guard (at == nil) == (png == nil) else { throw ValidationError("--at and --png go together") }
        guard out != nil || apng != nil || png != nil else { throw ValidationError("give --out DIR, --apng FILE, or --at T --png FILE") }
    }

    @MainActor func runOnMain() throws {
        try CLI.guarded { cancellation in
            let source: any FrameSource
            let name: String
            var inputs: [String] = []
            if self.scene.hasSuffix(".json") {
                let bytes = try AtomicFile.read(path: self.scene, limit: SceneFile.maxBytes)
                do { source = try SceneFile.read(bytes) } catch { throw CLIError("\(self.scene): \(error)") }
                name = ((self.scene as NSString).lastPathComponent as NSString).deletingPathExtension
                inputs = [self.scene]
            } else {
                source = try MotionScenes.named(self.scene)
                name = self.scene
            }
            try CLI.checkOutputs([out, apng, png, apng.map { $0 + ".frames" }], inputs: inputs)
            if let out, FileTree.exists(out) {      // before any work: what --force would do
                guard FileTree.isFolder(out) else { throw FileError.notAFolder(path: out) }
                guard force else { throw CLIError("\(out) exists; pass --force to replace it") }
                try StagedFolder.checkReplaceable(out)
            }
            var env = EnvironmentValues()
            env.colorScheme = range.colorScheme; env.displayScale = range.scale; env.animationMode = AnimationMode(rawValue: motion)!
            let pngCompression = compression.map { PNGCompression(level: $0, filter: $0 <= 1 ? .none : .adaptive) } ?? .fast
            let fonts = try CLI.fontLibrary()
            if let at, let png {
                env.time = at
                let renderer = SceneRenderer(fonts: fonts)
                let layout = try renderer.layout(source.frame(env))
                CLI.printWarnings(layout.warnings, source: self.scene)
                let canvas = try renderer.render(layout.displayList)
                try PNG.write(canvas, to: png, compression: pngCompression, scale: range.scale)
                say("wrote \(png) (t = \(at) s)")
                if out == nil && apng == nil { return }
            }
            let export: FrameExport
            do {
                export = try FrameExport(source: source, name: name, environment: env, from: range.from,
                                         to: range.to ?? max(source.duration, range.from + 1 / range.fps),
                                         fps: range.fps, compression: pngCompression, jobs: range.jobs, fonts: fonts)
            } catch { throw CLIError("\(error)") }
            let tty = !quiet && isatty(2) == 1
            let count = export.count
            let timing = try export.run(out: out, apng: apng, cancellation: cancellation) { done in
                if tty { FileHandle.standardError.write(Data("\rframes \(done)/\(count)".utf8)) }
            }
            if tty { FileHandle.standardError.write(Data("\n".utf8)) }
            if let out { say("wrote \(count) frames to \(out)/") }
            if let apng { say("wrote \(apng) (\(count) frames)") }
            CLI.printWarnings(timing.warnings, source: self.scene)
            say(String(format: "render %.3f s, encode+write %.3f s (summed over workers), wall %.3f s", timing.render, timing.encode, timing.wall))
        }
    }
}
