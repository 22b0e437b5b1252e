import RowMotion
import RowText

/// Lays out the frames of one frame source in time order, carrying each running view graph —
/// state, lifecycle, animations, the script's touches — from one frame to the next. It belongs
/// to the code that asks for frames in order (frame export, a test stepping through time);
/// a `RenderRequest` is a plain value and a one-off `SceneRenderer.layout` starts a fresh graph.
///
/// Frames of one appearance, scale, Dynamic Type size, motion mode, direction and proposal
/// share a graph; a frame before its graph's time starts that graph again from time 0, so
/// every frame is still the pure function of the view, script, environment and time that a
/// fresh graph gives.
@MainActor public final class FramePlayer {
    public let renderer: SceneRenderer
    private var graphs: [Key: ViewGraph] = [:]

    /// What a graph runs in, besides the time.
    private struct Key: Hashable {
        let colorScheme: ColorScheme
        let displayScale: Double
        let dynamicTypeSize: DynamicTypeSize
        let animationMode: AnimationMode
        let layoutDirection: LayoutDirection
        let width: Double?
        let height: Double?

        init(_ request: RenderRequest) {
            let e = request.environment
            colorScheme = e.colorScheme; displayScale = e.displayScale; dynamicTypeSize = e.dynamicTypeSize
            animationMode = e.animationMode; layoutDirection = e.layoutDirection
            width = request.width; height = request.height
        }
    }

    public init(renderer: SceneRenderer) { self.renderer = renderer }

    /// The frame at the request's time; the request is a frame of the source this player plays.
    public func layout(_ request: RenderRequest) throws -> SceneRenderer.Layout {
        try SceneRenderer.check(request)
        let key = Key(request)
        if let graph = graphs[key], let time = graph.time, time <= request.environment.time {
            return try graph.frame(request)
        }
        let graph = ViewGraph(request, script: request.script, fonts: renderer.fonts)
        graphs[key] = graph
        return try graph.frame(request)
    }
}
