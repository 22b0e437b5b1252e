import Testing
import RowTestSupport
import Foundation
import RowFiles
@testable import RowPNG
import RowScene
@testable import RowDesign
@testable import RowExport

/// Frame export: parallel equals serial, names follow the scheme, frames stream into a
/// folder that appears whole, the APNG holds the frames.
@MainActor @Suite struct FrameExportTests {
    func export(_ jobs: Int, scheme: ColorScheme = .dark, from: Double = 0.3, to: Double = 0.6, fps: Double = 20) throws -> FrameExport {
        var env = EnvironmentValues()
        env.colorScheme = scheme; env.displayScale = 1
        return try FrameExport(source: try MotionScenes.named("swipe"), name: "swipe", environment: env, from: from, to: to, fps: fps,
                               jobs: jobs, fonts: TestSupport.fonts)
    }

    @Test func parallelExportMatchesSerialAndNamesByTime() throws {
        let s = try Scratch(); defer { s.remove() }
        _ = try export(1).run(out: s.path("serial"), apng: s.path("serial.png"))
        _ = try export(2).run(out: s.path("parallel"), apng: s.path("parallel.png"))
        let names = try FileTree.files(under: s.path("serial"), suffix: ".png")
        #expect(names == ["swipe.dark@1x.t300ms.png", "swipe.dark@1x.t350ms.png", "swipe.dark@1x.t400ms.png",
                          "swipe.dark@1x.t450ms.png", "swipe.dark@1x.t500ms.png", "swipe.dark@1x.t550ms.png"])
        for n in names { #expect(try AtomicFile.read(path: s.path("serial/" + n)) == AtomicFile.read(path: s.path("parallel/" + n))) }
        #expect(Set(try names.map { try AtomicFile.read(path: s.path("serial/" + $0)) }).count > 1)
        // The APNG holds exactly these frames; non-APNG viewers see frame 0.
        let apng = try AtomicFile.read(path: s.path("serial.png"))
        #expect(apng == (try AtomicFile.read(path: s.path("parallel.png"))))
        let chunks = try APNG.chunkList(apng, frame: 0).map(\.type)
        #expect(chunks.filter { $0 == "fcTL" }.count == 6 && chunks.contains("acTL") && chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(try PNG.decode(apng).canvas == PNG.read(path: s.path("serial/" + names[0])).canvas)
        // An APNG alone leaves no frame folder behind.
        _ = try export(2).run(out: nil, apng: s.path("alone.png"))
        #expect(FileTree.exists(s.path("alone.png")) && !FileTree.exists(s.path("alone.png.frames")))
    }

    /// The sidecar lists each frame's time and the scene's haptics; nothing partial is left.
    @Test func sidecarAndAtomicFolder() throws {
        let s = try Scratch(); defer { s.remove() }
        _ = try export(2, scheme: .light, from: 0, to: 1.2, fps: 10).run(out: s.path("out"), apng: nil)
        let json = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(path: s.path("out/frames.json")))) as! [String: Any]
        // The row's own code plays a light haptic as the touch presses it, a selection one as the
        // swipe passes half of the actions and a medium one as it opens (seed 000's prose).
        #expect((json["frames"] as! [[String: Any]]).count == 12)
        #expect((json["haptics"] as! [[String: Any]]).map { $0["style"] as! String } == ["light", "selection", "medium"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.root) == ["out"])
    }

    /// Frames that draw what the frame before drew are drawn once and written again: the press
    /// scene stands still until the touch at 0.1 s.
    @Test func framesThatStandStillAreTheSameBytes() throws {
        let s = try Scratch(); defer { s.remove() }
        var env = EnvironmentValues()
        env.colorScheme = .light; env.displayScale = 1
        let export = try FrameExport(source: try MotionScenes.named("press"), name: "press", environment: env, from: 0, to: 0.2, fps: 50,
                                     jobs: 2, fonts: TestSupport.fonts)
        _ = try export.run(out: s.path("out"), apng: s.path("out.png"))
        let frames = try (0..<export.count).map { try AtomicFile.read(path: s.path("out/" + export.fileName($0))) }
        // 0, 20, 40, 60, 80 ms stand still; from 100 ms the row presses.
        #expect(Set(frames[0..<5]).count == 1 && frames[6] != frames[0] && frames[7] != frames[6])
        // Against frames drawn one by one from scratch.
        let renderer = SceneRenderer(fonts: TestSupport.fonts)
        for n in [0, 4, 7] {
            var e = env
            e.time = export.time(n)
            let canvas = try renderer.render(renderer.layout(export.source.frame(e)).displayList)
            #expect(try PNG.decode(frames[n]).canvas == canvas, "frame \(n)")
        }
        #expect(try PNG.decode(try AtomicFile.read(path: s.path("out.png"))).canvas == PNG.decode(frames[0]).canvas)
    }

    /// A cancelled export writes nothing and leaves no temporaries.
    @Test func cancelledExportLeavesNothing() throws {
        let s = try Scratch(); defer { s.remove() }
        let cancellation = Cancellation()
        cancellation.cancel()
        #expect(throws: FileError.cancelled) { _ = try export(2).run(out: s.path("out"), apng: s.path("out.png"), cancellation: cancellation) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.root).isEmpty)
    }

    /// A view run by a touch script: its own state, gesture and animation drive the frames; the
    /// export is the same with one worker or two, and a haptic the view's code plays is in the
    /// sidecar at the time it was played.
    struct Squeeze: View {
        @State var pressed = false
        var body: some View {
            RoundedRectangle(cornerRadius: 12).fill(pressed ? Color.orange : Color.blue)
                .frame(width: 200, height: 60)
                .scaleEffect(pressed ? 0.9 : 1)
                .animation(.spring(response: 0.3, dampingFraction: 0.7), value: pressed)
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        if !pressed { pressed = true; UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                    }
                    .onEnded { _ in pressed = false })
        }
    }

    @Test func scriptedViewExportsTheSameOnAnyThreadCount() throws {
        let s = try Scratch(); defer { s.remove() }
        var env = EnvironmentValues()
        env.displayScale = 1
        let source = RenderRequest(Squeeze(), width: 200, height: 60, environment: env,
                                   script: InteractionScript(touches: InteractionScript.tap(at: (100, 30), time: 0.2, duration: 0.3)))
        for jobs in [1, 2] {
            _ = try FrameExport(source: source, name: "squeeze", environment: env, from: 0, to: 1.2, fps: 20, jobs: jobs, fonts: TestSupport.fonts)
                .run(out: s.path("jobs\(jobs)"), apng: nil)
        }
        let names = try FileTree.files(under: s.path("jobs1"), suffix: ".png")
        #expect(names.count == 24)
        for n in names { #expect(try AtomicFile.read(path: s.path("jobs1/" + n)) == AtomicFile.read(path: s.path("jobs2/" + n))) }
        #expect(Set(try names.map { try AtomicFile.read(path: s.path("jobs1/" + $0)) }).count > 5)
        let json = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(path: s.path("jobs1/frames.json")))) as! [String: Any]
        let haptics = json["haptics"] as! [[String: Any]]
        #expect(haptics.count == 1 && haptics[0]["style"] as? String == "light" && haptics[0]["time"] as? Double == 0.2)
    }

    /// A malformed touch script is one error naming the event.
    @Test func badScriptIsAnError() throws {
        let bad = RenderRequest(Squeeze(), width: 200, height: 60,
                                script: InteractionScript(touches: [TouchEvent(.move, time: 0.1, x: 1, y: 1)]))
        #expect(throws: SceneError("touches[0]: move without a down")) { _ = try TestSupport.renderer.layout(bad) }
        let backwards = RenderRequest(Squeeze(), width: 200, height: 60,
                                      script: InteractionScript(touches: [TouchEvent(.down, time: 0.5), TouchEvent(.up, time: 0.2)]))
        #expect(throws: SceneError("touches[1] at 0.2 s comes before the previous one at 0.5 s")) { _ = try TestSupport.renderer.layout(backwards) }
    }

    @Test func budgets() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        #expect(throws: ExportError.tooManyFrames(1e19)) {
            _ = try FrameExport(source: try MotionScenes.named("press"), name: "p", environment: env, from: 0, to: 1e16, fps: 1000, jobs: 1, fonts: TestSupport.fonts)
        }
    }
}
