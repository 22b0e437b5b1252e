import RowRaster
/// `frame(width:height:alignment:)`: fixed sizes on the axes given; the child is offered them
/// and aligned inside.
nonisolated struct FixedFrame: PrimitiveView, ContentModifier {
    var content: any View, width: Double?, height: Double?, alignment: Alignment
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let width { try SceneError.check(width, "frame width") }
        if let height { try SceneError.check(height, "frame height") }
        // Fixed lengths animate (a length that comes or goes is instant).
        let w = context.isAnimating ? width.map { max(0, context.animate($0, as: "width")) } : width
        let h = context.isAnimating ? height.map { max(0, context.animate($0, as: "height")) } : height
        return FixedFrameNode(child: try context.resolve(content), width: w, height: h, alignment: alignment)
    }
}

final class FixedFrameNode: LayoutNode {
    let child: LayoutNode, width: Double?, height: Double?, alignment: Alignment
    init(child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
        self.child = child; self.width = width; self.height = height; self.alignment = alignment
    }
    override func measure(_ p: ProposedSize) -> Size {
        let c = child.size(ProposedSize(width: width ?? p.width, height: height ?? p.height))
        return Size(width: width ?? c.width, height: height ?? c.height)
    }
    /// What the child is offered for `frame`: the fixed lengths, and the rest of what this
    /// frame was laid out with.
    private func childProposal(_ frame: Rect) -> ProposedSize {
        let p = proposal(fitting: frame)
        return ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }
    private func childFrame(_ frame: Rect, offer: ProposedSize? = nil) -> Rect {
        alignment.place(child, child.size(offer ?? childProposal(frame)), in: frame)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let offer = childProposal(frame)
        try child.place(in: childFrame(frame, offer: offer), proposed: offer, &context)
    }
    override var guideChildren: [LayoutNode] { [child] }
    /// A fixed length resets the edges across it to a plain view's (a framed symbol or text is a
    /// box of that size to its neighbours along that axis); a spacer's edges stay a spacer's.
    override var viewSpacing: ViewSpacing {
        var s = child.viewSpacing
        if height != nil {
            if !s.top.isSpacer { s.top = ViewSpacing.plain.top }
            if !s.bottom.isSpacer { s.bottom = ViewSpacing.plain.bottom }
        }
        if width != nil {
            if !s.leading.isSpacer { s.leading = ViewSpacing.plain.leading }
            if !s.trailing.isSpacer { s.trailing = ViewSpacing.plain.trailing }
        }
        return s
    }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        guide.explicitValue(of: child, at: childFrame(Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the
/// proposal is clamped to the bounds for the child; the frame then takes the child's size
/// pushed up to the minimum and, up to the maximum, out to the proposal.
nonisolated struct FlexibleFrame: PrimitiveView, ContentModifier {
    var content: any View
    let minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    let minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    let alignment: Alignment
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        for (v, name) in [(minWidth, "minWidth"), (idealWidth, "idealWidth"), (minHeight, "minHeight"), (idealHeight, "idealHeight")] {
            if let v { try SceneError.check(v, "frame \(name)") }
        }
        for (v, name) in [(maxWidth, "maxWidth"), (maxHeight, "maxHeight")] {
            if let v, v.isNaN || v < 0 { throw SceneError("frame \(name) must be ≥ 0 (or .infinity), found \(v)") }
        }
        return FlexibleFrameNode(child: try context.resolve(content), width: (minWidth, idealWidth, maxWidth),
                                 height: (minHeight, idealHeight, maxHeight), alignment: alignment)
    }
}

final class FlexibleFrameNode: LayoutNode {
    typealias Bounds = (min: Double?, ideal: Double?, max: Double?)
    let child: LayoutNode, width: Bounds, height: Bounds, alignment: Alignment
    init(child: LayoutNode, width: Bounds, height: Bounds, alignment: Alignment) {
        self.child = child; self.width = width; self.height = height; self.alignment = alignment
    }

    private static func childProposal(_ p: Double?, _ b: Bounds) -> Double? {
        guard var v = p ?? b.ideal else { return nil }
        if let lo = b.min { v = max(v, lo) }
        if let hi = b.max { v = min(v, hi) }
        return v
    }
    private static func result(_ child: Double, _ p: Double?, _ b: Bounds) -> Double {
        // Asked for its ideal size (no proposal: `fixedSize`, a scroll axis), a frame with an
        // ideal length takes it, within its minimum and maximum.
        if p == nil, let ideal = b.ideal { return min(b.max ?? .infinity, max(b.min ?? -.infinity, ideal)) }
        if b.min == nil, b.max == nil { return child }
        let proposed = p ?? b.ideal ?? child
        var r = child
        if let lo = b.min { r = max(lo, min(r, proposed)) }
        if let hi = b.max { r = min(hi, max(r, proposed)) }
        return r
    }

    override func measure(_ p: ProposedSize) -> Size {
        let c = child.size(ProposedSize(width: Self.childProposal(p.width, width), height: Self.childProposal(p.height, height)))
        return Size(width: Self.result(c.width, p.width, width), height: Self.result(c.height, p.height, height))
    }
    /// What the child is offered for `frame`: what this frame was laid out with, clamped.
    private func childProposal(_ frame: Rect) -> ProposedSize {
        let p = proposal(fitting: frame)
        return ProposedSize(width: Self.childProposal(p.width, width), height: Self.childProposal(p.height, height))
    }
    private func childFrame(_ frame: Rect, offer: ProposedSize? = nil) -> Rect {
        alignment.place(child, child.size(offer ?? childProposal(frame)), in: frame)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let offer = childProposal(frame)
        try child.place(in: childFrame(frame, offer: offer), proposed: offer, &context)
    }
    override var guideChildren: [LayoutNode] { [child] }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        guide.explicitValue(of: child, at: childFrame(Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }
}

/// Insets the child by the padding.
nonisolated struct Padding: PrimitiveView, ContentModifier {
    var content: any View, insets: EdgeInsets
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        // Negative padding is SwiftUI's too: the view reports less than its content, which overflows.
        for v in [insets.top, insets.leading, insets.bottom, insets.trailing] { try SceneError.check(v, "padding", minimum: -1e6) }
        return PaddingNode(child: try context.resolve(content), insets: insets)
    }
}

final class PaddingNode: LayoutNode {
    let child: LayoutNode, insets: EdgeInsets
    init(child: LayoutNode, insets: EdgeInsets) { self.child = child; self.insets = insets }
    /// What the child is offered out of `p`: the insets taken off (nil axes stay nil).
    private func inset(_ p: ProposedSize) -> ProposedSize {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        return ProposedSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) })
    }
    override func measure(_ p: ProposedSize) -> Size {
        let c = child.size(inset(p))
        return Size(width: max(0, c.width + insets.leading + insets.trailing), height: max(0, c.height + insets.top + insets.bottom))
    }
    /// Where the child goes in `frame`, laid out for `proposal`: inside the insets. A negative
    /// inset can outweigh the child (`.padding(.trailing, -50)` on a 6 pt bar): this view is
    /// then zero on that axis and the child keeps its own size, from the leading (top) inset on.
    private func childFrame(_ frame: Rect, _ proposal: ProposedSize) -> Rect {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        var width = max(0, frame.width - h), height = max(0, frame.height - v)
        if (h < 0 && frame.width <= 0) || (v < 0 && frame.height <= 0) {
            let c = child.size(inset(proposal))
            if h < 0 && frame.width <= 0 { width = c.width }
            if v < 0 && frame.height <= 0 { height = c.height }
        }
        return Rect(x: frame.x + insets.leading, y: frame.y + insets.top, width: width, height: height)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        // Offered what this view was laid out with, less the insets.
        let proposal = proposal(fitting: frame)
        try child.place(in: childFrame(frame, proposal), proposed: inset(proposal), &context)
    }
    override var guideChildren: [LayoutNode] { [child] }
    override var viewSpacing: ViewSpacing {
        child.viewSpacing.padded(top: insets.top != 0, bottom: insets.bottom != 0, leading: insets.leading != 0, trailing: insets.trailing != 0)
    }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        guide.explicitValue(of: child, at: childFrame(Rect(x: 0, y: 0, width: size.width, height: size.height),
                                                      ProposedSize(width: size.width, height: size.height)))
    }
}

/// `background`, `overlay` and `mask`: a secondary view offered the primary's size and aligned
/// with it, drawn behind it, in front of it, or as the alpha that keeps the primary's pixels;
/// the primary alone decides the size.
nonisolated struct Layered: PrimitiveView, ContentModifier {
    enum Role { case background, overlay, mask }
    var content: any View, secondary: any View, alignment: Alignment, role: Role
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        LayeredNode(primary: try context.resolve(content), secondary: try context.resolve(secondary), alignment: alignment, role: role)
    }
}

final class LayeredNode: LayoutNode {
    let primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, role: Layered.Role
    init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, role: Layered.Role) {
        self.primary = primary; self.secondary = secondary; self.alignment = alignment; self.role = role
    }
    override func measure(_ p: ProposedSize) -> Size { primary.size(p) }
    /// The background, overlay or mask lines its guides up with the content's.
    override var guideChildren: [LayoutNode] { [primary] }
    override var viewSpacing: ViewSpacing { primary.viewSpacing }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? { primary.explicitGuide(guide, in: size) }
    /// Where a secondary view goes over `primary` placed in `frame`: offered its size, their
    /// alignment guides lined up.
    static func frame(of secondary: LayoutNode, over primary: LayoutNode, in frame: Rect, alignment: Alignment) -> Rect {
        let s = secondary.size(ProposedSize(width: frame.width, height: frame.height))
        let size = Size(width: frame.width, height: frame.height)
        return Rect(x: frame.x + primary.guide(.horizontal(alignment.horizontal), in: size) - secondary.guide(.horizontal(alignment.horizontal), in: s),
                    y: frame.y + primary.guide(.vertical(alignment.vertical), in: size) - secondary.guide(.vertical(alignment.vertical), in: s),
                    width: s.width, height: s.height)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let secondaryFrame = Self.frame(of: secondary, over: primary, in: frame, alignment: alignment)
        switch role {
        case .background:
            try secondary.place(in: secondaryFrame, &context)
            try primary.place(in: frame, proposed: placedWith, &context)
        case .overlay:
            try primary.place(in: frame, proposed: placedWith, &context)
            try secondary.place(in: secondaryFrame, &context)
        case .mask:
            // One picture (an enclosing shadow is cast by what the mask keeps), then the mask
            // drawn for its alpha alone: opacity, blend and shadows from above are the
            // content's, not the mask's.
            context.ops.append(.beginLayer(LayerStyle(shadows: context.takeShadows())))
            try primary.place(in: frame, proposed: placedWith, &context)
            let saved = (context.opacity, context.blend)
            context.opacity = 1; context.blend = .sourceOver
            context.ops.append(.beginLayer(LayerStyle(isMask: true)))
            try secondary.place(in: secondaryFrame, &context)
            context.ops.append(.endLayer)
            (context.opacity, context.blend) = saved
            context.ops.append(.endLayer)
        }
    }
}

/// The space a `GeometryReader` was given: its size, and its frame in the root view's space
/// (`.global`; a named space is measured as the global one). A row has no safe area.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    let origin: CGPoint
    /// The named coordinate spaces around the reader: their frames, as `origin` is measured.
    /// (Names are hashable values the view's code chose; the proxy is read on the main actor.)
    nonisolated(unsafe) var spaces: [AnyHashable: CGRect] = [:]
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// The reader's frame: in its own space, the render's, or a named one around it (a name
    /// no view around it has is the render's, as SwiftUI falls back to global).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return CGRect(origin: origin, size: size)
        case .named(let name):
            let space = spaces[name]?.origin ?? .zero
            return CGRect(origin: CGPoint(x: origin.x - space.x, y: origin.y - space.y), size: size)
        }
    }
    public func frame(in space: NamedCoordinateSpace) -> CGRect { frame(in: CoordinateSpace.named(space.name)) }
    /// The bounds of a named coordinate space (its frame) in the reader's own space (nil: no such space).
    public func bounds<T: Hashable>(of name: T) -> CGRect? {
        guard let space = spaces[AnyHashable(name)] else { return nil }
        return CGRect(origin: CGPoint(x: space.minX - origin.x, y: space.minY - origin.y), size: space.size)
    }
    /// The bounds of a named coordinate space (`.scrollView`) in the reader's own space.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? { bounds(of: space.name) }
}

public nonisolated struct GeometryReader: PrimitiveView {
    let content: (GeometryProxy) -> ViewList
    public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = { ViewList.of(content($0)) } }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { GeometryReaderNode(content: content, context: context) }
}

/// Takes the whole proposal (10 pt ideal, as SwiftUI shapes); resolves its content once the
/// size is known and places it at the top-leading corner.
final class GeometryReaderNode: LayoutNode {
    let content: (GeometryProxy) -> ViewList
    let context: ResolveContext
    /// Where the content's lifecycle actions stand: where the reader is in the tree.
    let lifecycle: LifecycleGroup?
    init(content: @escaping (GeometryProxy) -> ViewList, context: ResolveContext) {
        self.content = content; self.context = context
        lifecycle = context.graph?.deferredLifecycleGroup()
    }
    override func measure(_ p: ProposedSize) -> Size { Size(width: p.width ?? 10, height: p.height ?? 10) }
    override func draw(in frame: Rect, _ drawContext: inout DrawContext) throws {
        let proxy = GeometryProxy(size: CGSize(width: frame.width, height: frame.height), origin: CGPoint(x: frame.x, y: frame.y),
                                  spaces: drawContext.coordinateSpaces)
        guard let graph = context.graph else { return try place(proxy, in: frame, &drawContext) }
        try graph.inLifecycleGroup(lifecycle) { try place(proxy, in: frame, &drawContext) }
    }

    private func place(_ proxy: GeometryProxy, in frame: Rect, _ drawContext: inout DrawContext) throws {
        // Several views are stacked at the top-leading corner, as SwiftUI's reader stacks them
        // (a track and its fill, each framed to a width, start at the same left edge).
        let nodes = try context.evaluate { content(proxy) }.children(context)
        let node = nodes.count == 1 ? nodes[0] : ZStackNode(children: nodes, alignment: .topLeading)
        let s = node.size(ProposedSize(width: frame.width, height: frame.height))
        try node.place(in: Rect(x: frame.x, y: frame.y, width: s.width, height: s.height), &drawContext)
    }
}

/// `fixedSize(horizontal:vertical:)`: on the fixed axes the child is offered nothing (nil) and
/// takes its ideal size — text its unwrapped width, or all its lines' height.
nonisolated struct FixedSize: PrimitiveView, ContentModifier {
    var content: any View, horizontal: Bool, vertical: Bool
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        FixedSizeNode(child: try context.resolve(content), horizontal: horizontal, vertical: vertical)
    }
}

final class FixedSizeNode: LayoutNode {
    let child: LayoutNode, horizontal: Bool, vertical: Bool
    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.child = child; self.horizontal = horizontal; self.vertical = vertical
    }
    private func proposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    override func measure(_ p: ProposedSize) -> Size { child.size(proposal(p)) }
    override var guideChildren: [LayoutNode] { [child] }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        let c = child.size(proposal(ProposedSize(width: size.width, height: size.height)))
        return guide.explicitValue(of: child, at: Alignment.center.place(c, in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let c = child.size(proposal(ProposedSize(width: frame.width, height: frame.height)))
        try child.place(in: Alignment.center.place(c, in: frame), &context)
    }
}

/// `position(x:y:)`: takes the whole space offered and puts the content's center at the point
/// (in its own space), the content sized for the same offer, as SwiftUI's position.
nonisolated struct Position: PrimitiveView, ContentModifier {
    var content: any View
    let x: Double, y: Double
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        try SceneError.check(x, "position x", minimum: -1e6); try SceneError.check(y, "position y", minimum: -1e6)
        return PositionNode(child: try context.resolve(content), x: x, y: y)
    }
}

final class PositionNode: LayoutNode {
    let child: LayoutNode, x: Double, y: Double
    init(child: LayoutNode, x: Double, y: Double) { self.child = child; self.x = x; self.y = y }
    override func measure(_ p: ProposedSize) -> Size {
        let s = child.size(p)
        return Size(width: p.width ?? s.width, height: p.height ?? s.height)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let s = child.size(ProposedSize(width: frame.width, height: frame.height))
        try child.place(in: Rect(x: frame.x + x - s.width / 2, y: frame.y + y - s.height / 2, width: s.width, height: s.height), &context)
    }
}

/// Where a container background goes (`containerBackground(for:)`): a navigation container, or
/// (WidgetKit's) a widget.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    public init(name: String) { self.name = name }
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

extension View {
    /// The background of the container the view is in (a widget, a navigation stack): behind
    /// the view, filling its frame — what the container shows around a row-sized view.
    nonisolated public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                                         @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content)
    }
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(Rectangle().fill(style))
    }
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { Position(content: self, x: Double(x), y: Double(y)) }
    nonisolated public func position(_ position: CGPoint) -> some View { Position(content: self, x: Double(position.x), y: Double(position.y)) }
    /// Takes the ideal size on both axes.
    nonisolated public func fixedSize() -> some View { FixedSize(content: self, horizontal: true, vertical: true) }
    /// Takes the ideal size on the axes given (`fixedSize(horizontal: false, vertical: true)`
    /// lets text wrap to the width and keeps all its lines).
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSize(content: self, horizontal: horizontal, vertical: vertical)
    }
    // Lengths are CGFloat, as in SwiftUI (an optional Double does not convert to CGFloat?).
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FixedFrame(content: self, width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)
    }
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        FlexibleFrame(content: self, minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                      minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                      alignment: alignment)
    }
    /// Padding on the given edges (SwiftUI's default amount is 16 on iOS).
    nonisolated public func padding(_ edges: EdgeSet = .all, _ length: CGFloat? = nil) -> some View {
        let l = length.map(Double.init) ?? 16
        return Padding(content: self, insets: EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                                         bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }
    nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { Padding(content: self, insets: insets) }
    nonisolated public func background<B: View>(_ background: B, alignment: Alignment = .center) -> some View {
        // A color or gradient is a shape style too: as SwiftUI's `background(_:ignoresSafeAreaEdges:)`,
        // it reaches into the screen's safe area where the view touches it.
        let secondary: any View = background is any ShapeStyle ? SafeAreaIgnoring(content: background, edges: .all) : background
        return Layered(content: self, secondary: secondary, alignment: alignment, role: .background)
    }
    nonisolated public func background<B: View>(alignment: Alignment = .center, @ViewBuilder _ background: () -> B) -> some View {
        Layered(content: self, secondary: background(), alignment: alignment, role: .background)
    }
    nonisolated public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> some View {
        Layered(content: self, secondary: overlay, alignment: alignment, role: .overlay)
    }
    nonisolated public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder _ overlay: () -> O) -> some View {
        Layered(content: self, secondary: overlay(), alignment: alignment, role: .overlay)
    }
    /// Keeps the view's pixels where `mask` (offered the view's size, aligned with it) is
    /// opaque, in proportion to its alpha; elsewhere the view is transparent.
    nonisolated public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        Layered(content: self, secondary: mask(), alignment: alignment, role: .mask)
    }
    nonisolated public func mask<M: View>(_ mask: M) -> some View {
        Layered(content: self, secondary: mask, alignment: .center, role: .mask)
    }
}
