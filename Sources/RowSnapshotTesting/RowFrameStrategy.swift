import Foundation
import RowPNG
import RowRaster
import RowScene
import RowSnapshot
import SnapshotTesting

/// swift-snapshot-testing strategies backed by RowFrame's renderer and diff, so
/// `assertSnapshot(of: view, as: .rowFrame(...))` works on Linux.
extension Diffing where Value == Canvas {
    /// PNG on disk; exact comparison; on failure a message with the differing-pixel count and
    /// the changed regions (pixelmatch semantics).
    public static var rowFramePNG: Diffing {
        Diffing(
            toData: { (try? Data(PNG.encode($0))) ?? Data() },
            fromData: { (try? PNG.decode([UInt8]($0)).canvas) ?? Canvas.standInForSnapshots },
            diff: { old, new in
                guard old != new else { return nil }
                guard old.width == new.width, old.height == new.height else {
                    return ("size changed: \(old.width)×\(old.height) → \(new.width)×\(new.height)", [])
                }
                var options = DiffOptions(); options.includeAA = true; options.makeDiffImage = false
                guard let r = try? ImageDiff.compare(RGBAImage(old), RGBAImage(new), options: options) else { return ("images differ", []) }
                let boxes = r.regions.prefix(8).map { "(\($0.x), \($0.y), \($0.width)×\($0.height))" }.joined(separator: ", ")
                return ("\(max(1, r.differentPixels)) of \(r.totalPixels) pixels differ in \(r.regions.count) region(s) \(boxes)", [])
            })
    }
}

extension Canvas {
    static let standInForSnapshots = try! Canvas(width: 1, height: 1)
}

extension Snapshotting where Value == Canvas, Format == Canvas {
    /// A canvas as a PNG.
    public static var rowFrame: Snapshotting { Snapshotting(pathExtension: "png", diffing: .rowFramePNG) }
}

extension Snapshotting where Value: RowScene.View, Format == Canvas {
    /// A RowScene view rendered at a width, appearance, scale and time.
    public static func rowFrame(width: Double? = 390, scheme: ColorScheme = .light, scale: Double = 3, time: Double = 0,
                                renderer: SceneRenderer) -> Snapshotting {
        Snapshotting<Canvas, Canvas>.rowFrame.pullback { (view: Value) -> Canvas in
            var env = EnvironmentValues()
            env.colorScheme = scheme; env.displayScale = scale; env.time = time
            return (try? renderer.render(view, width: width, environment: env)) ?? Canvas.standInForSnapshots
        }
    }
}
