import RowRaster
import RowText
import Synchronization

/// Evaluates views into display lists and canvases: resolves them under an environment,
/// lays them out for a proposal, and draws them in pixel space. It reuses its rasterizer's
/// buffers and glyph cache between frames; threads sharing one take turns rasterizing.
public final class SceneRenderer: Sendable {
    public let fonts: FontLibrary
    private let raster = Mutex(Renderer())

    public init(fonts: FontLibrary) { self.fonts = fonts }
    /// With the bundled fonts.
    public convenience init() throws { self.init(fonts: try FontLibrary()) }

    /// The result of laying out a view: its size, the frames of its tagged views (points),
    /// and the display list that draws it.
    public struct Layout {
        public let size: Size
        public let frames: [String: Rect]
        public let displayList: DisplayList
    }

    /// Lays out `view` for a proposal in points (nil asks for its ideal size on that axis) and
    /// draws it on a canvas of its size, rounded up to whole pixels.
    public func layout<V: View>(_ view: V, width: Double? = nil, height: Double? = nil,
                                environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear) throws -> Layout {
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0, scale <= 8 else { throw SceneError("displayScale must be within 0…8, found \(scale)") }
        for (v, name) in [(width, "width"), (height, "height")] {
            if let v { try SceneError.check(v, "proposed \(name)") }
        }
        guard environment.time.isFinite else { throw SceneError("time must be finite, found \(environment.time)") }
        let context = ResolveContext(environment: environment, fonts: fonts)
        let root = try context.resolve(view)
        let size = root.size(ProposedSize(width: width, height: height))
        guard size.width.isFinite, size.height.isFinite else {
            throw SceneError("the view's size \(size) is not finite: give it a finite width and height")
        }
        var draw = DrawContext(scale: scale)
        try root.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height), &draw)
        let w = max(1, Int((size.width * scale - 1e-9).rounded(.up))), h = max(1, Int((size.height * scale - 1e-9).rounded(.up)))
        guard w <= Canvas.maxDimension, h <= Canvas.maxDimension, w * h <= Canvas.maxPixelCount else {
            throw RasterError.canvasTooLarge(width: w, height: h)
        }
        let list = DisplayList(width: w, height: h, background: background.resolve(environment.colorScheme).quantized, ops: draw.ops)
        return Layout(size: size, frames: draw.frames, displayList: list)
    }

    public func displayList<V: View>(_ view: V, width: Double? = nil, height: Double? = nil,
                                     environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear) throws -> DisplayList {
        try layout(view, width: width, height: height, environment: environment, background: background).displayList
    }

    /// Renders `view` to pixels.
    public func render<V: View>(_ view: V, width: Double? = nil, height: Double? = nil,
                                environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear) throws -> Canvas {
        let list = try displayList(view, width: width, height: height, environment: environment, background: background)
        return try raster.withLock { try $0.render(list) }
    }
}
