import Testing
import Foundation
@testable import RowPNG
import struct RowRaster.Canvas
import RowScene
import RowSnapshot
import RowText
@testable import RowDesign
@testable import RowExport

enum Fixtures {
    nonisolated(unsafe) static let renderer: SceneRenderer = try! SceneRenderer()
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

@Suite struct MotionFrameTests {
    func frame(_ scene: String, at t: Double, mode: AnimationMode = .full) throws -> Canvas {
        let s = try MotionScenes.named(scene)
        var env = EnvironmentValues()
        env.time = t; env.animationMode = mode
        return try Fixtures.renderer.render(try s.view(at: t, mode: mode), width: s.width, environment: env, background: .systemGroupedBackground)
    }

    func check(_ canvas: Canvas, _ name: String) throws {
        let path = Fixtures.root.appendingPathComponent("Snapshots/RowMotion/\(name).png").path
        let outcome = try Golden(path: path, scale: 3).check(canvas)
        if let message = outcome.failureMessage { Issue.record("\(path): \(message)") }
    }

    /// Press frames 0, 50, 100 and 300 ms after the touch (down at 0.1 s, up at 0.4 s).
    @Test(arguments: [0, 50, 100, 300])
    func pressFrames(ms: Int) throws {
        try check(try frame("press", at: 0.1 + Double(ms) / 1000), "press.\(ms)ms")
    }

    /// The row shimmer at 0, 25, 50 and 75 % of its 1.5 s sweep.
    @Test(arguments: [0, 25, 50, 75])
    func shimmerFrames(percent: Int) throws {
        try check(try frame("shimmer", at: 1.5 * Double(percent) / 100), "shimmer.\(percent)pct")
    }

    /// Frames are a pure function of t: a frame rendered alone equals the same frame rendered
    /// after others, and the press really moves the row.
    @Test func framesArePureFunctionsOfTime() throws {
        let a = try frame("press", at: 0.2)
        _ = try frame("press", at: 0.9)
        #expect(try frame("press", at: 0.2) == a)
        #expect(try frame("press", at: 0) != a)
        // Minimal motion: pressed instantly, fully.
        #expect(try frame("press", at: 0.1, mode: AnimationMode.minimal) == frame("press", at: 0.39, mode: AnimationMode.minimal))
    }

    /// Parallel export gives the same bytes as a serial one.
    @Test func parallelExportMatchesSerial() throws {
        let scene = try MotionScenes.named("swipe")
        func export(_ jobs: Int) throws -> FrameExport.Result {
            try FrameExport(scene: scene, from: 0.3, fps: 20, count: 6, scale: 1, scheme: .dark, mode: .full,
                            compression: 1, jobs: jobs, fonts: Fixtures.renderer.fonts).run(cancelOnInterrupt: false)
        }
        let serial = try export(1), parallel = try export(2)
        #expect(serial.pngs == parallel.pngs)
        #expect(zip(serial.times, [0.3, 0.35, 0.4, 0.45, 0.5, 0.55]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(Set(serial.pngs).count > 1)
        // The APNG holds exactly these frames.
        let apng = try APNG.assemble(frames: serial.pngs, delayNumerator: 1, delayDenominator: 20)
        let chunks = try APNG.chunkList(apng, frame: 0).map(\.type)
        #expect(chunks.filter { $0 == "fcTL" }.count == 6 && chunks.contains("acTL") && chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(try PNG.decode(apng).canvas == PNG.decode(serial.pngs[0]).canvas)   // non-APNG viewers see frame 0
    }

    /// The sidecar lists each frame's time and the scene's haptics; writing is all or nothing.
    @Test func sidecarAndAtomicDirectory() throws {
        let scene = try MotionScenes.named("swipe")
        let result = try FrameExport(scene: scene, from: 0, fps: 10, count: 12, scale: 1, scheme: .light, mode: .full,
                                     compression: 1, jobs: 2, fonts: Fixtures.renderer.fonts).run(cancelOnInterrupt: false)
        #expect(result.haptics.map(\.style) == ["light", "selection", "medium"])
        let dir = NSTemporaryDirectory() + "rowframe-export-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: dir)
        try result.writeDirectory(dir, replacing: false)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files.count == 13 && files.first == "frame-00000.png" && files.last == "frames.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/frames.json"))) as! [String: Any]
        #expect((json["frames"] as! [Any]).count == 12 && (json["haptics"] as! [Any]).count == 3)
        #expect(!FileManager.default.fileExists(atPath: dir + ".partial-\(ProcessInfo.processInfo.processIdentifier)"))
        try FileManager.default.removeItem(atPath: dir)
    }
}
