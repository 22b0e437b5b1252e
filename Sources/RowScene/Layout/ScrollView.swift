import RowRaster

/// Scroll axes.
public struct AxisSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
}

/// A scroll view: its content (inside the environment's `contentMargins`) is offered unlimited
/// length along the scroll axes, the view
/// takes the length it is offered (a vertical one the width too, its content centered across
/// it), and the content is clipped to it (unless `scrollClipDisabled`). It starts at offset 0;
/// under a running view graph, touches scroll it (`ScrollPanRecognizer`: the pan, the rubber
/// band, the coast) and the offset is state the graph keeps. Indicators are not drawn.
public nonisolated struct ScrollView: PrimitiveView {
    let axes: AxisSet
    let content: ViewList
    public init<Content: View>(_ axes: AxisSet = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let margins = context.environment.scrollContentMargins
        let stacked = VStackOrHStack(axes: axes, content: content)
        // Views inside size `containerRelativeFrame`s from this scroll view's visible size.
        let container = ContainerSize()
        var inner = context
        inner.environment.containerSize = container
        let child = try inner.resolve(margins == EdgeInsets() ? stacked as any View : Padding(content: stacked, insets: margins))
        let clips = !context.environment.scrollClipDisabled
        guard let graph = context.graph, graph.isRecording, context.environment.allowsHitTesting else {
            return ScrollNode(child: child, axes: axes, container: container, clips: clips)
        }
        let x = graph.box(context.id.slot(.value("scroll.x")), initial: 0.0), y = graph.box(context.id.slot(.value("scroll.y")), initial: 0.0)
        let offset = Point(context.animate(x.value, as: "scroll.x.shown"), context.animate(y.value, as: "scroll.y.shown"))
        let ids = (x: context.id.slot(.value("scroll.x.shown")), y: context.id.slot(.value("scroll.y.shown")))
        let shown: @MainActor () -> Point = { [weak graph] in
            Point(graph?.current(x.value, id: ids.x) ?? x.value, graph?.current(y.value, id: ids.y) ?? y.value)
        }
        return ScrollNode(child: child, axes: axes, container: container, clips: clips, offset: offset, pan: (x, y, shown))
    }
}

/// Several views stacked along an axis where SwiftUI lays out a view list without a container —
/// a scroll view's content, a button's or menu's label, a tab's page and item; one view is
/// itself.
nonisolated struct VStackOrHStack: PrimitiveView {
    let axes: AxisSet, content: ViewList
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let children = try content.children(context)
        if children.count == 1 { return children[0] }
        return axes.contains(.vertical)
            ? StackNode(axis: .vertical, children: children, spacing: nil, cross: .center)
            : StackNode(axis: .horizontal, children: children, spacing: nil, cross: .center)
    }
}

final class ScrollNode: LayoutNode {
    let child: LayoutNode, axes: AxisSet
    /// Whether what lies beyond its bounds is cut off (`scrollClipDisabled` draws it).
    let clips: Bool
    /// How far the content is scrolled (points).
    let offset: Point
    /// What a touch scrolls: the offsets' state and the offsets shown now (nil: it can't be scrolled).
    let pan: (x: StateBox<Double>, y: StateBox<Double>, shown: @MainActor () -> Point)?
    /// What the content's `containerRelativeFrame`s measure from: this view's size.
    let container: ContainerSize
    init(child: LayoutNode, axes: AxisSet, container: ContainerSize, clips: Bool = true, offset: Point = Point(0, 0),
         pan: (x: StateBox<Double>, y: StateBox<Double>, shown: @MainActor () -> Point)? = nil) {
        self.child = child; self.axes = axes; self.container = container; self.clips = clips; self.offset = offset; self.pan = pan
    }

    /// What the content is offered for the scroll view's proposal `p` (and the size its
    /// container-relative frames then measure from: the proposal, the screen's where it has none).
    private func contentProposal(_ p: ProposedSize) -> ProposedSize {
        container.size = Size(width: p.width ?? ContainerSize.screenSize.width, height: p.height ?? ContainerSize.screenSize.height)
        return ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
    /// It takes the length offered along its scroll axes; a vertical scroll view takes the
    /// width offered too, its content centered across it, as SwiftUI's does.
    override func measure(_ p: ProposedSize) -> Size {
        let c = child.size(contentProposal(p))
        return Size(width: axes.isEmpty ? c.width : (p.width ?? c.width),
                    height: axes.contains(.vertical) ? (p.height ?? c.height) : c.height)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let c = child.size(contentProposal(ProposedSize(width: frame.width, height: frame.height)))
        try context.withCoordinateSpace(CoordinateSpace.scrollViewName, at: frame) { try drawClipped(c, in: frame, &$0) }
    }

    private func drawClipped(_ c: Size, in frame: Rect, _ context: inout DrawContext) throws {
        // It clips touches too: what scrolled out of view can't be touched. Unclipped
        // (`scrollClipDisabled`), it draws and takes touches beyond its bounds.
        if clips {
            try context.clipped(to: frame) { context, spec in try drawContent(c, in: frame, &context, shape: spec, clipped: true) }
        } else {
            let spec = ShapeSpec(try context.pixelKind(Rectangle(), in: context.snap(frame)), transform: context.transform)
            try drawContent(c, in: frame, &context, shape: spec, clipped: false)
        }
    }

    /// `shape` is the scroll view's frame as a shape; `clipped` when it is the last of the clips.
    private func drawContent(_ c: Size, in frame: Rect, _ context: inout DrawContext, shape: ShapeSpec, clipped: Bool) throws {
        if let pan {
            // Its pan is hit-tested before what it holds (an ancestor of its content), within
            // the clips around the scroll view (not its own).
            let outer = clipped ? context.hitClips.dropLast() : context.hitClips[...]
            let limit = Point(max(0, c.width - frame.width), max(0, c.height - frame.height)), axes = self.axes, viewport = Size(width: frame.width, height: frame.height)
            context.hitTargets.append(HitTarget(frame: context.pixels(context.snap(frame)), transform: context.transform, scale: context.scale,
                                                make: { _ in ScrollPanRecognizer(x: pan.x, y: pan.y, axes: axes, limit: limit, viewport: viewport, shown: pan.shown) },
                                                priority: .scroll, region: outer.isEmpty ? nil : [HitShape(shape: shape, rule: .nonZero, clips: Array(outer))]))
        }
        let dx = axes.contains(.horizontal) ? offset.x : 0, dy = axes.contains(.vertical) ? offset.y : 0
        // Content narrower than a vertical scroll view is centered across it.
        let inset = axes.contains(.horizontal) ? 0 : max(0, (frame.width - c.width) / 2)
        // The content is laid out for the proposal it was measured with (unbounded along the
        // scrolling axes), not for its frame: a stack offered its ideal height exactly may
        // share it out otherwise.
        try child.place(in: Rect(x: frame.x + inset - dx, y: frame.y - dy, width: c.width, height: c.height),
                        proposed: contentProposal(ProposedSize(width: frame.width, height: frame.height)), &context)
    }
}

/// Gives its content a proxy that scrolls the scroll views inside it to a view
/// (`ScrollViewReader`). Scrolling to a view is not carried out: once the view's code asks
/// (`proxy.scrollTo`), its renders say so and the scroll views stay where they are.
public nonisolated struct ScrollViewReader<Content: View>: PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let asked = context.graph?.box(context.id.slot(.value("scrollTo")), initial: false) ?? StateBox(false)
        let child = try context.resolve(context.evaluate { content(ScrollViewProxy(asked: asked)) })
        return asked.value ? WarningNode(child: child, warning: "not supported: ScrollViewProxy.scrollTo (the scroll view stays where it is)") : child
    }
}

/// Scrolls the scroll views in a `ScrollViewReader` (see there).
public struct ScrollViewProxy: Sendable {
    /// Whether the reader's code asked to scroll (state the running graph keeps per reader).
    let asked: StateBox<Bool>
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { asked.write(true) }
}

/// Whether scroll indicators show (a frame draws none).
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), visible = Self(name: "visible"), hidden = Self(name: "hidden"), never = Self(name: "never")
}
/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), immediately = Self(name: "immediately")
    public static let interactively = Self(name: "interactively"), never = Self(name: "never")
}
/// Whether a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), always = Self(name: "always"), basedOnSize = Self(name: "basedOnSize")
}
/// Where a scroll view comes to rest after a fling (paging, or aligned to its layout's views).
public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        public static let automatic = Self(name: "automatic"), always = Self(name: "always"), never = Self(name: "never")
        public static let alwaysByFew = Self(name: "alwaysByFew"), alwaysByOne = Self(name: "alwaysByOne")
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { .init() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior { .init() }
}
/// What `contentMargins` applies to.
public struct ContentMarginPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), scrollContent = Self(name: "scrollContent")
    public static let scrollIndicators = Self(name: "scrollIndicators")
}

extension View {
    // How a scroll view behaves under a finger; a frame is at rest at offset 0 (or where a touch
    // script scrolled it), so these change nothing drawn.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        Inert(content: self)
    }
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { Inert(content: self) }
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { Inert(content: self) }
    nonisolated public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { Inert(content: self) }
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View { Inert(content: self) }
    nonisolated public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { Inert(content: self) }
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { Inert(content: self) }
    /// iOS 18's scroll position binding. A frame shows the content from its start: a position
    /// the code sets is kept in the value, not scrolled to.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { Inert(content: self) }
    /// Where a scroll view starts: RowFrame's start at their top (leading) edge, so an anchor
    /// other than the top is not drawn and warns.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        Unsupported(content: self, what: anchor.flatMap { $0 == .top || $0 == .topLeading || $0 == .leading ? nil : "defaultScrollAnchor (scroll views start at the top)" })
    }
    /// iOS 18's anchor for one role: where the scroll view starts (`initialOffset`) or where content
    /// smaller than it stands (`alignment`), as above; the anchor kept as content changes size
    /// (`sizeChanges`) changes nothing in a frame.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        Unsupported(content: self, what: role == .sizeChanges ? nil
                    : anchor.flatMap { $0 == .top || $0 == .topLeading || $0 == .leading ? nil : "defaultScrollAnchor(for: .\(role)) (scroll views start at the top)" })
    }
    /// Space scroll views inside keep around their content (indicator insets are not drawn).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(top: length ?? 16, leading: length ?? 16, bottom: length ?? 16, trailing: length ?? 16), for: placement)
    }
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        EnvironmentModifier(content: self) { env in
            guard placement != .scrollIndicators else { return }
            var m = env.scrollContentMargins
            if edges.contains(.top) { m.top = insets.top }
            if edges.contains(.leading) { m.leading = insets.leading }
            if edges.contains(.bottom) { m.bottom = insets.bottom }
            if edges.contains(.trailing) { m.trailing = insets.trailing }
            env.scrollContentMargins = m
        }
    }
}

/// A scroll view's geometry, as iOS 18's scroll observers see it.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var visibleRect: CGRect { bounds }
}
/// What a scroll view is doing.
public enum ScrollPhase: Sendable, Hashable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}
/// What `onScrollPhaseChange` hears besides the phases.
public struct ScrollPhaseChangeContext {
    public let geometry: ScrollGeometry
    /// Points per second.
    public let velocity: CGSize?
}

extension View {
    // iOS 18's scroll observers: a frame's scroll view does not move by itself, so they are
    // accepted and not called (a scripted scroll does not call them either).
    nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                                 action: @escaping (T, T) -> Void) -> some View { Inert(content: self) }
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { Inert(content: self) }
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { Inert(content: self) }
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View {
        Inert(content: self)
    }
    nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                                         _ action: @escaping ([ID]) -> Void) -> some View { Inert(content: self) }
}

/// Where a scroll view is scrolled to (iOS 18's `ScrollPosition`): an edge, a point or a view's
/// identity, as code last set it.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    public private(set) var edge: Edge?
    public private(set) var point: CGPoint?
    public private(set) var viewID: AnyHashable?
    public private(set) var isPositionedByUser = false
    public init(idType: (some Hashable).Type = Never.self) {}
    public init(edge: Edge) { self.edge = edge }
    public init(point: CGPoint) { self.point = point }
    public init(x: CGFloat) { point = CGPoint(x: x, y: 0) }
    public init(y: CGFloat) { point = CGPoint(x: 0, y: y) }
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.edge == b.edge && a.point == b.point && a.viewID == b.viewID
    }
}

/// What a default scroll anchor is for (iOS 18).
public enum ScrollAnchorRole: Sendable, Hashable { case initialOffset, sizeChanges, alignment }
