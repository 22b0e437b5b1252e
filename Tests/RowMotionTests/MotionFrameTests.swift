import Testing
import RowTestSupport
import Foundation
import RowFiles
import struct RowRaster.Canvas
import RowScene
@testable import RowDesign

/// Motion scenes frame by frame against reviewed goldens (Snapshots/RowMotion/), and frames
/// as pure functions of time.
@MainActor @Suite struct MotionFrameTests {
    func request(_ scene: String, at t: Double, mode: AnimationMode = .full) throws -> RenderRequest {
        var env = EnvironmentValues()
        env.time = t; env.animationMode = mode
        return try MotionScenes.named(scene).frame(env)
    }

    func frame(_ scene: String, at t: Double, mode: AnimationMode = .full) throws -> Canvas {
        try TestSupport.renderer.render(try request(scene, at: t, mode: mode))
    }

    func check(_ scene: String, at t: Double) async throws {
        try await TestSupport.checkGolden(try request(scene, at: t), suite: "RowMotion",
                                          ImageName(base: scene, appearance: "light", scale: 3, microseconds: ImageName.microseconds(t)))
    }

    /// Press frames 0, 50, 100 and 300 ms after the touch (down at 0.1 s, up at 0.4 s).
    @Test(arguments: [0, 50, 100, 300])
    func pressFrames(ms: Int) async throws {
        try await check("press", at: 0.1 + Double(ms) / 1000)
    }

    /// The row shimmer at 0, 25, 50 and 75 % of its 1.5 s sweep.
    @Test(arguments: [0, 25, 50, 75])
    func shimmerFrames(percent: Int) async throws {
        try await check("shimmer", at: 1.5 * Double(percent) / 100)
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

    /// Every scene renders at its start, middle and end.
    @Test func everySceneRenders() throws {
        #expect(MotionScenes.all.count == 10)
        for scene in MotionScenes.all {
            for t in [0, scene.duration / 2, scene.duration] { _ = try frame(scene.name, at: t) }
        }
    }
}
