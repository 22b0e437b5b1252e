import RowRaster
import RowText
import Synchronization

/// Evaluates views into display lists and canvases: resolves them under an environment,
/// lays them out for a proposal, and draws them in pixel space. It reuses its rasterizers'
/// buffers and glyph caches between frames; threads sharing one rasterize at the same time.
public final class SceneRenderer: Sendable {
    public let fonts: FontLibrary
    /// Rasterizers not in use (each keeps its buffers and glyph cache): a render takes one, or
    /// makes one when all are busy, and gives it back — so renders on several threads run at
    /// once. At most `maxIdleRasterizers` are kept.
    private let idle = Mutex<[Pooled]>([])
    static let maxIdleRasterizers = 4

    /// A rasterizer in the pool: used by one thread at a time, the one that took it out.
    private final class Pooled: @unchecked Sendable { let renderer = Renderer() }

    private func withRasterizer<T>(_ body: (Renderer) throws -> T) rethrows -> T {
        let pooled = idle.withLock { $0.popLast() } ?? Pooled()
        defer { idle.withLock { if $0.count < Self.maxIdleRasterizers { $0.append(pooled) } } }
        return try body(pooled.renderer)
    }

    public init(fonts: FontLibrary) { self.fonts = fonts }
    /// With the bundled fonts and those `ROWFRAME_FONTS` adds.
    public convenience init() throws { self.init(fonts: try FontLibrary.standard()) }

    /// The result of laying out a view: its size, the frames of its tagged views (points),
    /// and the display list that draws it.
    public struct Layout {
        public let size: Size
        public let frames: [String: Rect]
        public let displayList: DisplayList
        /// What was drawn other than asked (a character no bundled font has, an unknown font
        /// or SF Symbol), each once, in drawing order.
        public internal(set) var warnings: [String]
        /// Where gestures are attached (what touches hit-test).
        let hitTargets: [HitTarget]
        /// Where views with motion were put, for the running graph to record.
        var motions: [MotionTarget] = []
        /// What `onPreferenceChange` modifiers read, for the running graph to compare.
        var preferenceReadings: [PreferenceReading] = []
        /// Haptics the view's code played up to the frame's time (UIKit feedback generators,
        /// `sensoryFeedback`), in time order.
        public internal(set) var haptics: [HapticEvent] = []
    }

    /// Lays out the request's view for its proposal and draws it on a canvas of its size,
    /// rounded up to whole pixels: the one recipe every render follows. Like SwiftUI, it
    /// evaluates views on the main actor; the display list it returns rasterizes anywhere.
    /// The view runs from time 0 (state, lifecycle, animations, the script) to the frame's time
    /// on a graph of its own; `FramePlayer` carries one graph through frames asked for in order.
    @MainActor public func layout(_ request: RenderRequest) throws -> Layout {
        try Self.check(request)
        return try ViewGraph(request, script: request.script, fonts: fonts).frame(request)
    }

    /// What every layout checks first: the scale, proposal, time and script are usable.
    static func check(_ request: RenderRequest) throws {
        let environment = request.environment
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0, scale <= 8 else { throw SceneError("displayScale must be within 0…8, found \(scale)") }
        for (v, name) in [(request.width, "width"), (request.height, "height")] {
            if let v { try SceneError.check(v, "proposed \(name)") }
        }
        guard environment.time.isFinite else { throw SceneError("time must be finite, found \(environment.time)") }
        try request.script.validate()
    }

    /// Lays out a resolved tree for the request's proposal and draws it on a canvas of its size,
    /// rounded up to whole pixels.
    @MainActor static func draw(_ resolved: LayoutNode, request: RenderRequest, environment: EnvironmentValues) throws -> Layout {
        let (width, height, background, scale) = (request.width, request.height, request.background, environment.displayScale)
        var root = resolved
        if environment.layoutDirection == .rightToLeft { root = EffectNode(child: root, kind: .reflect, environment: environment) }
        // A screen with a safe area: the root is laid out inside it.
        let insets = environment.safeAreaInsets
        let hasSafeArea = width != nil && height != nil && (insets.top != 0 || insets.leading != 0 || insets.bottom != 0 || insets.trailing != 0)
        if hasSafeArea, let width, let height {
            for v in [insets.top, insets.leading, insets.bottom, insets.trailing] { try SceneError.check(Double(v), "safe area inset") }
            root = SafeAreaRootNode(child: root, insets: insets, screen: Size(width: width, height: height))
        }
        let size = root.size(ProposedSize(width: width, height: height))
        guard size.width.isFinite, size.height.isFinite else {
            throw SceneError("the view's size \(size) is not finite: give it a finite width and height")
        }
        // The canvas size is checked before anything is drawn.
        let pw = (size.width * scale - 1e-9).rounded(.up), ph = (size.height * scale - 1e-9).rounded(.up)
        guard pw <= Double(Canvas.maxDimension), ph <= Double(Canvas.maxDimension), pw * ph <= Double(Canvas.maxPixelCount) else {
            throw RasterError.canvasTooLarge(width: Int(min(pw, 1e15)), height: Int(min(ph, 1e15)))
        }
        let w = max(1, Int(pw)), h = max(1, Int(ph))
        var draw = DrawContext(scale: scale)
        // Placed as a hosting view places its root: offered the size it fits in (a view
        // sized to fit is laid out again for that size, as UIKit's host does).
        try root.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height), proposed: ProposedSize(width: size.width, height: size.height), &draw)
        let list = DisplayList(width: w, height: h, background: background.resolve(environment.colorScheme).quantized, ops: draw.ops)
        return Layout(size: size, frames: draw.frames, displayList: list, warnings: draw.warnings, hitTargets: draw.hitTargets, motions: draw.motions,
                      preferenceReadings: draw.preferenceReadings)
    }

    @MainActor public func displayList(_ request: RenderRequest) throws -> DisplayList { try layout(request).displayList }

    /// Renders the request to pixels.
    @MainActor public func render(_ request: RenderRequest) throws -> Canvas {
        let list = try displayList(request)
        return try withRasterizer { try $0.render(list) }
    }

    /// Rasterizes a display list with this renderer's buffers and glyph cache (`stop`: see
    /// `Renderer.render(_:into:stop:)`).
    public func render(_ list: DisplayList, stop: (@Sendable () -> Bool)? = nil) throws -> Canvas {
        try withRasterizer { try $0.render(list, stop: stop) }
    }

    /// Rasterizes a display list into `canvas`, reusing its memory when it is the list's size
    /// (and uniquely held).
    public func render(_ list: DisplayList, into canvas: inout Canvas) throws { try withRasterizer { try $0.render(list, into: &canvas) } }

    // Conveniences that build the request: a view with a proposal in points.
    @MainActor public func layout<V: View>(_ view: V, width: Double? = nil, height: Double? = nil,
                                environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear) throws -> Layout {
        try layout(RenderRequest(view, width: width, height: height, environment: environment, background: background))
    }
    @MainActor public func displayList<V: View>(_ view: V, width: Double? = nil, height: Double? = nil,
                                     environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear) throws -> DisplayList {
        try layout(view, width: width, height: height, environment: environment, background: background).displayList
    }
    @MainActor public func render<V: View>(_ view: V, width: Double? = nil, height: Double? = nil,
                                environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear) throws -> Canvas {
        try render(RenderRequest(view, width: width, height: height, environment: environment, background: background))
    }
}
