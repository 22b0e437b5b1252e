import RowRaster

// SwiftUI's `Layout` protocol: a container of the app's own that sizes and places its subviews
// through the same negotiation stacks use — it proposes sizes to `LayoutSubview`s, reads what
// they choose, and places each at a point with an anchor and a proposal. `HStackLayout`,
// `VStackLayout`, `ZStackLayout` and `AnyLayout` are layouts too, laid out as their stacks.

/// A layout's properties (`Layout.layoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges along (spacers expand along it).
    public var stackOrientation: Axis?
    public init() {}
}

/// A layout of the app's own (`struct FlowLayout: Layout`).
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }
    /// The subviews' preferences combined, as SwiftUI's default.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        MainActor.assumeIsolated { ViewSpacing.union(of: subviews.nodes, along: nil) }
    }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// The layout with these views as its subviews.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: ViewList.of(content()))
    }
}
extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's subviews, in the order its content lists them.
public struct LayoutSubviews: RandomAccessCollection, Equatable, @unchecked Sendable {
    let subviews: [LayoutSubview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(subviews: Array(subviews[bounds])) }
    public var layoutDirection: LayoutDirection { subviews.first?.direction ?? .leftToRight }
    var nodes: [LayoutNode] { subviews.map(\.node) }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.subviews == b.subviews }
}

/// Where a layout asked a subview to go.
final class LayoutPlacements {
    var placed: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
}

/// One subview of a custom layout: asked for its size, placed by the layout.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let node: LayoutNode
    let index: Int
    let direction: LayoutDirection
    let placements: LayoutPlacements
    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = MainActor.assumeIsolated { node.size(ProposedSize(proposal)) }
        return CGSize(width: s.width, height: s.height)
    }
    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let node = self.node
        let s = MainActor.assumeIsolated { node.size(ProposedSize(proposal)) }
        return ViewDimensions(width: s.width, height: s.height, explicit: { guide in
            MainActor.assumeIsolated { node.setsGuide(guide) ? node.explicitGuide(guide, in: s) : nil }
        })
    }
    /// What the subview asks of its neighbours' distance.
    public var spacing: ViewSpacing { MainActor.assumeIsolated { node.viewSpacing } }
    /// Its `layoutPriority`.
    public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }
    /// Places the subview with its `anchor` at `position` (the layout's coordinates), laid out for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.placed[index] = (position, anchor, proposal)
    }
    /// A value the subview set with `layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        nonisolated(unsafe) var found: K.Value?
        MainActor.assumeIsolated { found = LayoutValueNode.value(of: key, in: node) }
        return found ?? K.defaultValue
    }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node && a.index == b.index }
}

/// A value a subview gives the layout around it (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the layout around the view `value` under `key`.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueModifier(content: self, key: ObjectIdentifier(key), value: value)
    }
}

nonisolated struct LayoutValueModifier: PrimitiveView, ContentModifier {
    var content: any View
    let key: ObjectIdentifier
    let value: Any
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        LayoutValueNode(child: try context.resolve(content), key: key, value: value)
    }
}

final class LayoutValueNode: ChildDrawingNode {
    let key: ObjectIdentifier
    let value: Any
    init(child: LayoutNode, key: ObjectIdentifier, value: Any) { self.key = key; self.value = value; super.init(child: child) }
    /// The value for `key` a subview carries (through the modifiers wrapping it).
    static func value<K: LayoutValueKey>(of key: K.Type, in node: LayoutNode) -> K.Value? {
        var current: LayoutNode? = node
        while let n = current {
            if let v = n as? LayoutValueNode, v.key == ObjectIdentifier(key) { return v.value as? K.Value }
            // Through modifiers (one child whose guides they pass on), not into containers.
            let inner = n.guideChildren
            current = inner.count == 1 ? inner[0] : nil
        }
        return nil
    }
}

/// A layout and its content: the built-in stack layouts lay out as their stacks; any other
/// through its `sizeThatFits` and `placeSubviews`.
nonisolated struct LayoutContainer: PrimitiveView {
    let layout: any Layout
    let content: ViewList
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let children = try content.children(context)
        var layout = layout
        while let any = layout as? AnyLayout { layout = any.base }
        switch layout {
        case let h as HStackLayout:
            return StackNode(axis: .horizontal, children: children, spacing: h.spacing.map(Double.init), cross: Alignment(horizontal: .center, vertical: h.alignment))
        case let v as VStackLayout:
            return StackNode(axis: .vertical, children: children, spacing: v.spacing.map(Double.init), cross: Alignment(horizontal: v.alignment, vertical: .center))
        case let z as ZStackLayout:
            return ZStackNode(children: children, alignment: z.alignment)
        default:
            return CustomLayoutNode(layout: layout, children: children.filter { !($0 is EmptyNode) }, direction: context.environment.layoutDirection)
        }
    }
}

final class CustomLayoutNode: LayoutNode {
    let layout: any Layout
    let children: [LayoutNode]
    let direction: LayoutDirection
    init(layout: any Layout, children: [LayoutNode], direction: LayoutDirection) {
        self.layout = layout; self.children = children; self.direction = direction
    }
    private func subviews(_ placements: LayoutPlacements) -> LayoutSubviews {
        LayoutSubviews(subviews: children.enumerated().map { LayoutSubview(node: $1, index: $0, direction: direction, placements: placements) })
    }
    override func measure(_ p: ProposedSize) -> Size {
        func fit<L: Layout>(_ layout: L) -> CGSize {
            let subs = subviews(LayoutPlacements())
            var cache = layout.makeCache(subviews: subs)
            return layout.sizeThatFits(proposal: ProposedViewSize(p), subviews: subs, cache: &cache)
        }
        let s = fit(layout)
        return Size(width: max(0, Double(s.width)), height: max(0, Double(s.height)))
    }
    override var viewSpacing: ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            let subs = subviews(LayoutPlacements())
            var cache = layout.makeCache(subviews: subs)
            return layout.spacing(subviews: subs, cache: &cache)
        }
        return spacing(layout)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let placements = LayoutPlacements()
        let proposal = ProposedViewSize(self.proposal(fitting: frame))
        func place<L: Layout>(_ layout: L) {
            let subs = subviews(placements)
            var cache = layout.makeCache(subviews: subs)
            layout.placeSubviews(in: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), proposal: proposal,
                                 subviews: subs, cache: &cache)
        }
        place(layout)
        for (i, child) in children.enumerated() {
            // A subview the layout did not place sits at the centre of its bounds.
            let placed = placements.placed[i] ?? (CGPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2), .center,
                                                  ProposedViewSize(width: frame.width, height: frame.height))
            let offer = ProposedSize(width: placed.proposal.width.map(Double.init), height: placed.proposal.height.map(Double.init))
            let s = child.size(offer)
            let origin = Point(Double(placed.position.x) - Double(placed.anchor.x) * s.width, Double(placed.position.y) - Double(placed.anchor.y) * s.height)
            try child.place(in: Rect(x: origin.x, y: origin.y, width: s.width, height: s.height), proposed: offer, &context)
        }
    }
}

/// The horizontal stack as a layout (`HStackLayout(spacing: 8)`, `AnyLayout(HStackLayout())`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let spacing = spacing.map(Double.init), cross = Alignment(horizontal: .center, vertical: alignment)
        return MainActor.assumeIsolated { StackNode(axis: .horizontal, children: subviews.nodes, spacing: spacing, cross: cross).cgSize(proposal) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let spacing = spacing.map(Double.init), cross = Alignment(horizontal: .center, vertical: alignment)
        MainActor.assumeIsolated { StackNode(axis: .horizontal, children: subviews.nodes, spacing: spacing, cross: cross).placeAll(subviews, in: bounds) }
    }
}
/// The vertical stack as a layout.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let spacing = spacing.map(Double.init), cross = Alignment(horizontal: alignment, vertical: .center)
        return MainActor.assumeIsolated { StackNode(axis: .vertical, children: subviews.nodes, spacing: spacing, cross: cross).cgSize(proposal) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let spacing = spacing.map(Double.init), cross = Alignment(horizontal: alignment, vertical: .center)
        MainActor.assumeIsolated { StackNode(axis: .vertical, children: subviews.nodes, spacing: spacing, cross: cross).placeAll(subviews, in: bounds) }
    }
}
/// The overlaying stack as a layout.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let alignment = alignment
        return MainActor.assumeIsolated { ZStackNode(children: subviews.nodes, alignment: alignment).cgSize(proposal) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let alignment = alignment
        MainActor.assumeIsolated { ZStackNode(children: subviews.nodes, alignment: alignment).placeAll(subviews, in: bounds) }
    }
}
/// A layout whose type can change between renders (`AnyLayout(isWide ? HStackLayout() : VStackLayout())`).
public struct AnyLayout: Layout {
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func fit<L: Layout>(_ l: L) -> CGSize { var c = l.makeCache(subviews: subviews); return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c) }
        return fit(base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func place<L: Layout>(_ l: L) { var c = l.makeCache(subviews: subviews); l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c) }
        place(base)
    }
}

extension LayoutNode {
    /// The size for a layout's proposal, as a `CGSize`.
    func cgSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = size(ProposedSize(proposal))
        return CGSize(width: s.width, height: s.height)
    }
}
extension StackNode {
    /// Places `subviews` (this stack's children) where the stack puts them in `bounds`.
    func placeAll(_ subviews: LayoutSubviews, in bounds: CGRect) {
        let frame = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
        for (subview, r) in zip(subviews, frames(in: frame)) {
            subview.place(at: CGPoint(x: r.x, y: r.y), anchor: .topLeading, proposal: ProposedViewSize(width: r.width, height: r.height))
        }
    }
}
extension ZStackNode {
    func placeAll(_ subviews: LayoutSubviews, in bounds: CGRect) {
        let frame = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
        for (subview, r) in zip(subviews, frames(in: frame)) {
            subview.place(at: CGPoint(x: r.x, y: r.y), anchor: .topLeading, proposal: ProposedViewSize(width: r.width, height: r.height))
        }
    }
}
extension ProposedSize {
    /// A layout's proposal as the nodes take it.
    init(_ p: ProposedViewSize) { self.init(width: p.width.map(Double.init), height: p.height.map(Double.init)) }
}
