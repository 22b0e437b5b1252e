import Dispatch
import Foundation
import RowDesign
import RowFiles
import RowPNG
import RowScene
import RowText
import Synchronization

/// A failed or cancelled export.
public struct ExportError: Error, CustomStringConvertible {
    public let description: String
    init(_ d: String) { description = d }
}

/// Renders a scene's frames on worker threads, each with its own renderer; frame n's bytes
/// depend only on n, so the output is identical to a serial run.
public struct FrameExport: Sendable {
    let scene: MotionScene
    let from: Double, fps: Double, count: Int, scale: Double
    let scheme: ColorScheme, mode: AnimationMode
    let compression: Int, jobs: Int
    let fonts: FontLibrary

    public init(scene: MotionScene, from: Double, fps: Double, count: Int, scale: Double, scheme: ColorScheme,
                mode: AnimationMode, compression: Int, jobs: Int, fonts: FontLibrary) {
        self.scene = scene; self.from = from; self.fps = fps; self.count = count; self.scale = scale
        self.scheme = scheme; self.mode = mode; self.compression = compression; self.jobs = jobs; self.fonts = fonts
    }

    public struct Result: Sendable {
        public let pngs: [[UInt8]]
        public let times: [Double]
        public let haptics: [HapticEventJSON]
        public let renderSeconds: Double, encodeSeconds: Double, wallSeconds: Double

        /// Writes frame-00000.png … and frames.json into a temporary directory, then renames
        /// it into place.
        public func writeDirectory(_ path: String, replacing: Bool) throws {
            let fm = FileManager.default
            let temp = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
            try? fm.removeItem(atPath: temp)
            do {
                try fm.createDirectory(atPath: temp, withIntermediateDirectories: true)
                var frames: [[String: Any]] = []
                for (i, png) in pngs.enumerated() {
                    let name = String(format: "frame-%05d.png", i)
                    try AtomicFile.write(png, to: temp + "/" + name)
                    frames.append(["file": name, "time": times[i]])
                }
                let sidecar: [String: Any] = ["frames": frames, "haptics": haptics.map { ["time": $0.time, "style": $0.style] }]
                let json = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys])
                try AtomicFile.write([UInt8](json), to: temp + "/frames.json")
                if replacing, fm.fileExists(atPath: path) { try fm.removeItem(atPath: path) }
                try fm.moveItem(atPath: temp, toPath: path)
            } catch {
                try? fm.removeItem(atPath: temp)
                throw ExportError("cannot write \(path): \(error)")
            }
        }
    }
    public struct HapticEventJSON: Sendable { public let time: Double; public let style: String }

    static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }

    /// Renders all frames; `progress` (if given) is called with the count done so far.
    public func run(cancelOnInterrupt: Bool = true, showProgress: Bool = false) throws -> Result {
        let slots = Mutex([[UInt8]?](repeating: nil, count: count))
        let failure = Mutex<String?>(nil)
        let timing = Mutex((render: 0.0, encode: 0.0))
        let next = Atomic<Int>(0)
        let cancelled = Atomic<Bool>(false)
        let done = Atomic<Int>(0)
        let clock = ContinuousClock()

        // Ctrl-C: stop the workers; nothing has been written yet.
        var interrupt: DispatchSourceSignal? = nil
        if cancelOnInterrupt {
            signal(SIGINT, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { cancelled.store(true, ordering: .relaxed) }
            source.resume()
            interrupt = source
        }
        defer { if let interrupt { interrupt.cancel(); signal(SIGINT, SIG_DFL) } }
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            let renderer = SceneRenderer(fonts: fonts)
            while !cancelled.load(ordering: .relaxed) {
                let n = next.wrappingAdd(1, ordering: .relaxed).oldValue
                if n >= count { break }
                do {
                    let t = from + Double(n) / fps
                    var env = EnvironmentValues()
                    env.colorScheme = scheme; env.displayScale = scale; env.animationMode = mode; env.time = t
                    let t0 = clock.now
                    let canvas = try renderer.render(try scene.view(at: t, mode: mode), width: scene.width, environment: env,
                                                     background: .systemGroupedBackground)
                    let t1 = clock.now
                    let png = try PNG.encode(canvas, level: compression, scale: scale)
                    let t2 = clock.now
                    slots.withLock { $0[n] = png }
                    timing.withLock { $0.render += Self.seconds(t1 - t0); $0.encode += Self.seconds(t2 - t1) }
                    let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
                    if showProgress { FileHandle.standardError.write(Data("\rframes \(finished)/\(count)".utf8)) }
                } catch {
                    failure.withLock { $0 = $0 ?? "frame \(n): \(error)" }
                    cancelled.store(true, ordering: .relaxed)
                }
            }
        }
        if showProgress { FileHandle.standardError.write(Data("\n".utf8)) }
        if let message = failure.withLock({ $0 }) { throw ExportError(message) }
        if cancelled.load(ordering: .relaxed) { throw ExportError("cancelled; nothing was written") }
        let wall = Self.seconds(clock.now - start)
        let pngs = slots.withLock { $0.map { $0! } }
        let t = timing.withLock { $0 }
        return Result(pngs: pngs, times: (0..<count).map { from + Double($0) / fps },
                      haptics: scene.haptics.filter { $0.time >= from && $0.time < from + Double(count) / fps }
                        .map { HapticEventJSON(time: $0.time, style: $0.style.rawValue) },
                      renderSeconds: t.render, encodeSeconds: t.encode, wallSeconds: wall)
    }
}

