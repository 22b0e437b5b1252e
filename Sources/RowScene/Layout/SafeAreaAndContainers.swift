import RowRaster

// Layout relative to what contains a view: safe-area insets, named coordinate spaces, and
// frames sized from the nearest scroll view (or the screen).

/// Horizontal edges (`safeAreaInset(edge: .leading)`).
public enum HorizontalEdge: Sendable, Hashable {
    case leading, trailing
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1), trailing = Set(rawValue: 2), all: Set = [.leading, .trailing]
    }
}

extension View {
    /// `content` along an edge, the view inset by it: the two stack along the edge's axis
    /// (`spacing` nil: the default spacing between them), the content aligned across it.
    /// (A scroll view's content does not scroll beneath the inset: a frame shows it at rest.)
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset; self } else { self; inset }
        }
    }
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { inset; self } else { self; inset }
        }
    }
    /// Extra safe-area padding (iOS 17): nothing in a row reaches a safe area, so it pads.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

    /// Names the view's frame as a coordinate space: `GeometryProxy.frame(in: .named(name))`
    /// below it measures from its top-leading corner.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View { CoordinateSpaceModifier(content: self, name: AnyHashable(name)) }
    nonisolated public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View { CoordinateSpaceModifier(content: self, name: space.name) }

    /// A frame sized from the nearest container — the enclosing scroll view's visible size, or
    /// the screen (390 × 844 pt) — on `axes`; the content is proposed that size and aligned in it.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }
    /// `count` columns (or rows) of the container with `spacing` between, the view `span` of them.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                                   alignment: Alignment = .center) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in
            let count = max(1, count), span = min(max(1, span), count)
            let cell = (length - spacing * Double(count - 1)) / Double(count)
            return max(0, cell * Double(span) + spacing * Double(span - 1))
        }
    }
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                   _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
    }
}

/// A coordinate space by name (`.coordinateSpace(.named("scroll"))`, iOS 17).
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let name: AnyHashable
    public static func named<T: Hashable>(_ name: T) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest enclosing scroll view's visible frame.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: CoordinateSpace.scrollViewName) }
}
extension CoordinateSpace {
    /// The name scroll views give their frame (`.scrollView`).
    static var scrollViewName: AnyHashable { AnyHashable("RowFrame.scrollView") }
}

nonisolated struct CoordinateSpaceModifier: PrimitiveView, ContentModifier {
    var content: any View
    let name: AnyHashable
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { CoordinateSpaceNode(child: try context.resolve(content), name: name) }
}

/// Records where its frame is under its name while its content draws.
final class CoordinateSpaceNode: ChildDrawingNode {
    let name: AnyHashable
    init(child: LayoutNode, name: AnyHashable) { self.name = name; super.init(child: child) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        try context.withCoordinateSpace(name, at: frame) { try child.place(in: frame, proposed: placedWith, &$0) }
    }
}

extension DrawContext {
    /// Draws with `name` standing for `frame` (an enclosing space of the same name returns after).
    mutating func withCoordinateSpace(_ name: AnyHashable, at frame: Rect, _ draw: (inout DrawContext) throws -> Void) throws {
        let saved = coordinateSpaces[name]
        coordinateSpaces[name] = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        defer { coordinateSpaces[name] = saved }
        try draw(&self)
    }
}

/// The size of the nearest container, as `containerRelativeFrame` measures from: set by the
/// scroll view that holds the view before it measures its content.
final class ContainerSize {
    /// The screen's size in points (UIScreen.main's), for views no scroll view holds.
    static let screenSize = Size(width: 390, height: 844)
    var size = ContainerSize.screenSize
}

nonisolated struct ContainerRelativeFrame: PrimitiveView, ContentModifier {
    var content: any View
    let axes: Axis.Set, alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        ContainerRelativeFrameNode(child: try context.resolve(content), container: context.environment.containerSize,
                                   axes: axes, alignment: alignment, length: length)
    }
}

final class ContainerRelativeFrameNode: LayoutNode {
    let child: LayoutNode, container: ContainerSize, axes: Axis.Set, alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    init(child: LayoutNode, container: ContainerSize, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.child = child; self.container = container; self.axes = axes; self.alignment = alignment; self.length = length
    }
    /// The frame's lengths on its axes (nil on the others: the content's).
    private var lengths: (width: Double?, height: Double?) {
        let c = container.size
        return (axes.contains(.horizontal) ? max(0, Double(length(c.width, .horizontal))) : nil,
                axes.contains(.vertical) ? max(0, Double(length(c.height, .vertical))) : nil)
    }
    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        let l = lengths
        return ProposedSize(width: l.width ?? p.width, height: l.height ?? p.height)
    }
    override func measure(_ p: ProposedSize) -> Size {
        let l = lengths, c = child.size(childProposal(p))
        return Size(width: l.width ?? c.width, height: l.height ?? c.height)
    }
    override var guideChildren: [LayoutNode] { [child] }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let offer = childProposal(ProposedSize(width: frame.width, height: frame.height))
        let c = child.size(offer), size = Size(width: frame.width, height: frame.height)
        // The content's alignment guides on the frame's.
        let h = Guide.horizontal(alignment.horizontal), v = Guide.vertical(alignment.vertical)
        let x = frame.x + h.defaultValue(size) - child.guide(h, in: c)
        let y = frame.y + v.defaultValue(size) - child.guide(v, in: c)
        try child.place(in: Rect(x: x, y: y, width: c.width, height: c.height), proposed: offer, &context)
    }
}
