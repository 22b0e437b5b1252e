import Dispatch
import Foundation
import Testing
import RowScene
import RowRaster
import Synchronization

/// One SceneRenderer rasterizes on several threads at once (a pool of rasterizers, each with its
/// own buffers and glyph cache): every thread gets the bytes a serial render gives.
@MainActor @Suite struct RasterizerPoolTests {
    @Test func concurrentRendersGiveTheSerialBytes() throws {
        let renderer = try SceneRenderer()
        let lists = try (0..<6).map { i in
            try renderer.displayList(HStack(spacing: 12) {
                Circle().fill(Color.orange).frame(width: 40, height: 40)
                Text("Row \(i): Łukasz · 山田 · 👍🏽").font(.headline)
                Spacer()
            }.padding().shadow(radius: Double(i)), width: 320, environment: { var e = EnvironmentValues(); e.displayScale = 2; return e }())
        }
        let serial = try lists.map { try renderer.render($0).straightRGBA }
        let results = Mutex([[UInt8]?](repeating: nil, count: 24))
        DispatchQueue.concurrentPerform(iterations: 24) { k in
            let bytes = try? renderer.render(lists[k % lists.count]).straightRGBA
            results.withLock { $0[k] = bytes }
        }
        for (k, bytes) in results.withLock({ $0 }).enumerated() {
            #expect(bytes == serial[k % lists.count], "render \(k)")
        }
    }
}
