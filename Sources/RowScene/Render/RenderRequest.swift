import RowMotion
import RowRaster
import RowText

/// What to render: a view, the size proposed to it (points; nil asks for its ideal size on
/// that axis), its environment — appearance, display scale, Dynamic Type, motion mode and the
/// frame's time — the background and a script of touches. A plain value: copies share
/// nothing (`FramePlayer` carries a running view from one frame to the next). Everything
/// that renders takes one: the gallery, snapshot assertions, frame export, contact sheets, the CLI.
public struct RenderRequest: @unchecked Sendable {
    public var view: AnyView
    public var width: Double?
    public var height: Double?
    public var environment: EnvironmentValues
    public var background: Color
    /// Touches and actions over time (none: the view runs on its own — `onAppear` and the
    /// animations it starts still play).
    public var script: InteractionScript

    public init<V: View>(_ view: V, width: Double? = 390, height: Double? = nil,
                         environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear,
                         script: InteractionScript = InteractionScript()) {
        self.view = view as? AnyView ?? AnyView(view)
        self.width = width; self.height = height; self.environment = environment; self.background = background
        self.script = script
    }

    /// The same request with its environment changed.
    public func with(_ change: (inout EnvironmentValues) -> Void) -> RenderRequest {
        var r = self
        change(&r.environment)
        return r
    }
    /// The same request in another appearance.
    public func with(_ scheme: ColorScheme) -> RenderRequest { with { $0.colorScheme = scheme } }
    /// The same request at time `t` (seconds).
    public func at(time t: Double) -> RenderRequest { with { $0.time = t } }
}

/// Something with frames over time — an animation, a scripted interaction: how long it
/// runs, the haptics it plays, and the request for a frame. The frame's time, appearance,
/// scale and motion mode travel in the environment passed in; nothing else carries time.
public protocol FrameSource: Sendable {
    /// Seconds from the first frame to the last worth showing.
    var duration: Double { get }
    /// The haptics the frames play, given those the views' code played (in time order): a
    /// design system's haptic engine may keep fewer.
    func haptics(played: [HapticEvent]) -> [HapticEvent]
    /// The request for the frame whose time (and appearance, scale, motion mode) `environment` gives
    /// (built on the main actor, where views are made).
    @MainActor func frame(_ environment: EnvironmentValues) -> RenderRequest
}

extension RenderRequest: FrameSource {
    /// A still unless it has a script: then it lasts until its last event plus a second for
    /// what that started to settle. Views that read time from the environment move either way.
    public var duration: Double {
        let last = (script.touches.map(\.time) + script.actions.map(\.time)).max()
        return last.map { $0 + 1 } ?? 0
    }
    public func haptics(played: [HapticEvent]) -> [HapticEvent] { played }
    public func frame(_ environment: EnvironmentValues) -> RenderRequest { with { $0 = environment } }
}

/// A view that cannot be drawn: rendering it fails with `message`, naming the views around
/// it. Components return it from `body` for values they cannot show, so their initializers
/// never throw and they can be used in any `body`.
public nonisolated struct RenderFailure: PrimitiveView {
    let message: String
    public init(_ message: String) { self.message = message }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { throw SceneError(message) }
}

/// A view built from the frame's time and motion mode, read from the environment: the
/// building block of scripted animations. The closure builds views from values, on the main
/// actor like every body.
public nonisolated struct FrameContent: View, @unchecked Sendable {
    let make: @MainActor (Double, AnimationMode) -> AnyView
    @Environment(\.time) var time
    @Environment(\.animationMode) var mode
    public init(_ make: @escaping @MainActor (_ time: Double, _ mode: AnimationMode) -> AnyView) { self.make = make }
    @MainActor public var body: some View { make(time, mode) }
}
