/// SwiftUI's default spacing between adjacent stack children.
let defaultStackSpacing = 8.0

public nonisolated struct HStack: PrimitiveView {
    let alignment: VerticalAlignment, spacing: Double?, content: ViewList
    public init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let spacing { try SceneError.check(spacing, "HStack spacing", minimum: -1e6) }
        return StackNode(axis: .horizontal, children: try content.children(context, stackAxis: .horizontal), spacing: spacing,
                         cross: Alignment(horizontal: .center, vertical: alignment))
    }
}

public nonisolated struct VStack: PrimitiveView {
    let alignment: HorizontalAlignment, spacing: Double?, content: ViewList
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let spacing { try SceneError.check(spacing, "VStack spacing", minimum: -1e6) }
        return StackNode(axis: .vertical, children: try content.children(context, stackAxis: .vertical), spacing: spacing,
                         cross: Alignment(horizontal: alignment, vertical: .center))
    }
}

public nonisolated struct ZStack: PrimitiveView {
    let alignment: Alignment, content: ViewList
    public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        ZStackNode(children: try content.children(context), alignment: alignment)
    }
}

/// An axis of layout (`Axis.horizontal`, `.vertical`), as SwiftUI's.
public enum Axis: Sendable, Hashable { case horizontal, vertical }

/// HStack/VStack layout as SwiftUI does it: the space left after spacing is offered to the
/// children from the least flexible to the most, each getting an equal share of what remains;
/// spacers take what is left over.
final class StackNode: LayoutNode {
    let axis: Axis
    let children: [LayoutNode]
    /// The space after each child but the last: the stack's spacing, or by default the distance
    /// the two neighbours' spacing preferences ask for (`ViewSpacing`) — none beside a spacer.
    let gaps: [Double]
    let cross: Alignment

    /// `spacing` nil: the distance neighbours ask for, and none beside a spacer.
    init(axis: Axis, children: [LayoutNode], spacing: Double?, cross: Alignment) {
        // An empty view (`EmptyView`, a nil optional, a body that is one) is not in the list:
        // it takes no place and no spacing, as in SwiftUI.
        let listed = children.filter { !($0 is EmptyNode) }
        self.axis = axis; self.children = listed; self.cross = cross
        var gaps: [Double] = []
        gaps.reserveCapacity(max(0, listed.count - 1))
        if let spacing {
            for _ in listed.dropFirst() { gaps.append(spacing) }
        } else {
            // Each child's preferences read once, as the lower of one pair and the upper of the next.
            var upper: ViewSpacing? = nil
            for (i, child) in listed.enumerated() {
                let isSpacer = child.spacerMinLength != nil
                let lower: ViewSpacing? = isSpacer ? nil : child.viewSpacing
                if i > 0 {
                    if let u = upper, let l = lower { gaps.append(u.distance(to: l, along: axis)) } else { gaps.append(0) }
                }
                upper = lower
            }
        }
        self.gaps = gaps
        // A divider in an HStack is vertical (one under modifiers knows from the context it was
        // resolved in; a layout's children, resolved before it, are told here).
        for case let d as DividerNode in self.children { d.vertical = axis == .horizontal }
    }

    private func main(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    private func crossOf(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    private func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    /// A child's size; spacers grow along the axis only and add nothing across it.
    private func childSize(_ c: LayoutNode, main m: Double?, cross: Double?) -> Size {
        if let minLength = c.spacerMinLength {
            let length = max(minLength, m ?? minLength)
            return axis == .horizontal ? Size(width: length, height: 0) : Size(width: 0, height: length)
        }
        return c.size(proposal(main: m, cross: cross))
    }

    /// Each child's size for the proposal.
    func allocate(_ p: ProposedSize) -> [Size] {
        if let sizes = allocations[p] { return sizes }
        var unrecorded: [ProposedSize]? = nil
        let sizes = share(p, offers: &unrecorded)
        allocations.add(p, sizes)
        return sizes
    }
    /// Shares by proposal (memoized: measuring, guides and drawing ask for the same ones).
    @exclusivity(unchecked) private var allocations = ProposalMemo<[Size]>()

    /// What each child is offered for its share of `p` (worked out again when drawing, which
    /// asks once, rather than kept for every proposal measured).
    private func offers(_ p: ProposedSize) -> [ProposedSize] {
        var offers: [ProposedSize]? = []
        _ = share(p, offers: &offers)
        return offers ?? []
    }

    /// The children's sizes for `p`; `offers`, when not nil, receives what each was offered.
    private func share(_ p: ProposedSize, offers: inout [ProposedSize]?) -> [Size] {
        // Plain loops throughout: a closure in a main-actor method checks its executor on
        // every call, and this runs for every stack at every proposal.
        let n = children.count
        guard n > 0 else { return [] }
        let proposedMain = axis == .horizontal ? p.width : p.height
        let proposedCross = axis == .horizontal ? p.height : p.width
        let totalSpacing = gaps.reduce(0, +)
        var sizes = [Size](repeating: .zero, count: n)
        if offers != nil { offers = [ProposedSize](repeating: proposal(main: nil, cross: proposedCross), count: n) }
        guard let available = proposedMain else {
            // Ideal size: every child at its ideal.
            for i in 0..<n { sizes[i] = childSize(children[i], main: nil, cross: proposedCross) }
            return sizes
        }
        // Views first, from the least flexible (how far a child's main size can range) to the
        // most, each offered an equal share of what remains after the spacers' minimums; the
        // spacers then share what the views leave. So text truncates only once spacers are at
        // their minimum, and views that can grow without limit (`frame(maxWidth: .infinity)`, a
        // column holding a spacer of its own) take all but the spacers' minimums, as an iOS
        // reference shows (two cards around a Spacer, oracle o408).
        var views: [(index: Int, flexibility: Double, priority: Double)] = []
        views.reserveCapacity(n)
        var spacers: [Int] = []
        var reserved = 0.0
        for i in 0..<n {
            let c = children[i]
            if let minLength = c.spacerMinLength {
                spacers.append(i)
                reserved += minLength
            } else {
                let lo = main(childSize(c, main: 0, cross: proposedCross))
                let hi = main(childSize(c, main: .infinity, cross: proposedCross))
                views.append((i, hi - lo, c.layoutPriority))
            }
        }
        views.sort(by: Self.lessFlexible)
        var remaining = max(0, available - totalSpacing - reserved)
        // Higher layout priorities first, each group after keeping the minimum sizes of the
        // groups below it (with one priority, as usual, that is nothing).
        var next: Double? = nil
        for v in views { next = max(next ?? v.priority, v.priority) }
        while let priority = next {
            next = nil
            for v in views where v.priority < priority { next = max(next ?? v.priority, v.priority) }
            var lowerMinimum = 0.0, count = 0
            for v in views {
                if v.priority < priority { lowerMinimum += main(childSize(children[v.index], main: 0, cross: proposedCross)) }
                if v.priority == priority { count += 1 }
            }
            var share = max(0, remaining - lowerMinimum)
            var k = 0
            for v in views where v.priority == priority {
                let offer = share / Double(count - k)
                let s = childSize(children[v.index], main: offer, cross: proposedCross)
                sizes[v.index] = s
                offers?[v.index] = proposal(main: offer, cross: proposedCross)
                share = max(0, share - main(s))
                remaining = max(0, remaining - main(s))
                k += 1
            }
        }
        remaining += reserved
        for (k, i) in spacers.enumerated() {
            let offer = remaining / Double(spacers.count - k)
            let s = childSize(children[i], main: offer, cross: proposedCross)
            sizes[i] = s
            remaining = max(0, remaining - main(s))
        }
        return sizes
    }

    /// Least flexible first; children as flexible keep their order.
    private nonisolated static func lessFlexible(_ a: (index: Int, flexibility: Double, priority: Double),
                                                 _ b: (index: Int, flexibility: Double, priority: Double)) -> Bool {
        a.flexibility != b.flexibility ? a.flexibility < b.flexibility : a.index < b.index
    }

    /// The guide children line up on across the axis (an HStack's vertical alignment).
    private var crossGuide: Guide { axis == .horizontal ? .vertical(cross.vertical) : .horizontal(cross.horizontal) }

    /// Each child's value for the cross guide, the line they share (the largest value), and
    /// the stack's extent across: the most on either side of the line (spacers take no part).
    /// A child unbounded across (measured for an unlimited proposal) makes the stack unbounded
    /// too — its guide is as infinite as its size, and their difference means nothing.
    private func crossLayout(_ sizes: [Size]) -> (values: [Double], line: Double, extent: Double) {
        let guide = crossGuide
        var values = [Double](repeating: 0, count: sizes.count)
        var line = -Double.infinity, below = -Double.infinity, largest = 0.0, anyAligned = false, unbounded = false
        for i in 0..<sizes.count {
            values[i] = children[i].guide(guide, in: sizes[i])
            largest = max(largest, crossOf(sizes[i]))
            guard children[i].spacerMinLength == nil else { continue }
            anyAligned = true
            guard crossOf(sizes[i]).isFinite, values[i].isFinite else { unbounded = true; continue }
            line = max(line, values[i])
            below = max(below, crossOf(sizes[i]) - values[i])
        }
        guard anyAligned else { return (values, 0, largest) }
        if unbounded { return (values, line.isFinite ? line : 0, .infinity) }
        return (values, line, line + below)
    }

    override func measure(_ p: ProposedSize) -> Size {
        let sizes = allocate(p)
        guard !sizes.isEmpty else { return .zero }
        var m = gaps.reduce(0, +)
        for size in sizes { m += main(size) }
        let c = crossLayout(sizes).extent
        return axis == .horizontal ? Size(width: m, height: c) : Size(width: c, height: m)
    }

    /// The proposal the children are placed with in `frame`: the one the stack was laid out
    /// with, its cross axis the frame's where that was left open — SwiftUI's stacks place their
    /// children with the stack's bounds across the axis, so a view measured for its ideal height
    /// in a row of unknown height (a divider, an accent bar, a gradient) takes the row's height
    /// once the row's siblings have set it (what `fixedSize(horizontal: false, vertical: true)`
    /// equal-height rows rely on).
    private func placementProposal(_ frame: Rect) -> ProposedSize {
        placementProposal(fitting: frame, width: axis == .vertical, height: axis == .horizontal)
    }

    /// Where each child goes in `frame`: along the axis in turn, across it on the shared line.
    func frames(in frame: Rect) -> [Rect] { frames(in: frame, proposal: proposal(fitting: frame)) }
    private func frames(in frame: Rect, proposal p: ProposedSize) -> [Rect] {
        let sizes = allocate(p)
        let (values, line, extent) = crossLayout(sizes)
        // In a frame larger than the stack, the children as a group sit by the alignment.
        let origin = axis == .horizontal ? frame.y + cross.vertical.offset(extent, in: frame.height)
                                         : frame.x + cross.horizontal.offset(extent, in: frame.width)
        var pen = axis == .horizontal ? frame.x : frame.y
        var rects: [Rect] = []
        for (i, size) in sizes.enumerated() {
            let across = origin + line - values[i]
            rects.append(axis == .horizontal ? Rect(x: pen, y: across, width: size.width, height: size.height)
                                             : Rect(x: across, y: pen, width: size.width, height: size.height))
            pen += main(size) + (i < gaps.count ? gaps[i] : 0)
        }
        return rects
    }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        // Each child is laid out with what it was offered for its share.
        let p = placementProposal(frame)
        let offers = self.offers(p)
        for (i, r) in drawingIndices(children, frames(in: frame, proposal: p)) { try children[i].place(in: r, proposed: offers[i], &context) }
    }

    override var guideChildren: [LayoutNode] { children }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        combinedGuide(guide, children, frames(in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }
    override var viewSpacing: ViewSpacing { childrenSpacing }
    private lazy var childrenSpacing = ViewSpacing.union(of: children, along: axis)
}

/// A container's value for a guide from its children's: the first baseline is the highest of
/// theirs, the last baseline the lowest, a list row's separator edges the first child's, and
/// any other guide — custom ones too — the mean of the values its children set (SwiftUI's
/// default for an `AlignmentID`).
@MainActor func combinedGuide(_ guide: Guide, _ children: [LayoutNode], _ frames: [Rect]) -> Double? {
    let values = zip(children, frames).compactMap { guide.explicitValue(of: $0, at: $1) }
    guard !values.isEmpty else { return nil }
    switch guide {
    case .vertical(.firstTextBaseline): return values.min()
    case .vertical(.lastTextBaseline): return values.max()
    case .horizontal(.listRowSeparatorLeading), .horizontal(.listRowSeparatorTrailing): return values[0]
    default: return values.reduce(0, +) / Double(values.count)
    }
}

/// Children on top of each other, each offered the full proposal and aligned in the union;
/// placed, each is offered the stack's size, as SwiftUI's ZStack places its subviews (a shape
/// under a card's content fills the card where the row left the height open).
final class ZStackNode: LayoutNode {
    let children: [LayoutNode]
    let alignment: Alignment
    init(children: [LayoutNode], alignment: Alignment) { self.children = children; self.alignment = alignment }

    /// The children's guides, the lines they share and the extent on each axis. Each child is
    /// asked for its horizontal guide, then its vertical one, child after child, as SwiftUI asks:
    /// the tag clouds apps built before `Layout` move a running pen in these closures.
    private func lines(_ sizes: [Size]) -> (x: [Double], y: [Double], line: Point, extent: Size) {
        var x: [Double] = [], y: [Double] = []
        for (child, size) in zip(children, sizes) {
            x.append(child.guide(.horizontal(alignment.horizontal), in: size))
            y.append(child.guide(.vertical(alignment.vertical), in: size))
        }
        let lx = x.max() ?? 0, ly = y.max() ?? 0
        var w = lx + (zip(sizes, x).map { $0.width - $1 }.max() ?? 0)
        var h = ly + (zip(sizes, y).map { $0.height - $1 }.max() ?? 0)
        // A child unbounded on an axis (measured for an unlimited proposal) makes the stack so.
        if sizes.contains(where: { !$0.width.isFinite }) { w = .infinity }
        if sizes.contains(where: { !$0.height.isFinite }) { h = .infinity }
        return (x, y, Point(lx, ly), Size(width: children.isEmpty ? 0 : w, height: children.isEmpty ? 0 : h))
    }

    override func measure(_ p: ProposedSize) -> Size { lines(children.map { $0.size(p) }).extent }

    /// What each child is offered when placed in `frame`: the stack's size, as SwiftUI's ZStack
    /// places its children with its bounds — which may be larger than the proposal it was given,
    /// when a child is (a greedy sibling then fills the larger stack).
    private func placement(in frame: Rect) -> ProposedSize { ProposedSize(width: frame.width, height: frame.height) }

    /// Each child's frame: guides on the shared lines, the group placed by the alignment.
    func frames(in frame: Rect) -> [Rect] {
        let p = placement(in: frame)
        let sizes = children.map { $0.size(p) }
        let l = lines(sizes)
        let ox = frame.x + alignment.horizontal.offset(l.extent.width, in: frame.width)
        let oy = frame.y + alignment.vertical.offset(l.extent.height, in: frame.height)
        return sizes.indices.map { Rect(x: ox + l.line.x - l.x[$0], y: oy + l.line.y - l.y[$0], width: sizes[$0].width, height: sizes[$0].height) }
    }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let p = placement(in: frame)
        for (child, r) in drawingOrder(children, frames(in: frame)) { try child.place(in: r, proposed: p, &context) }
    }

    override var viewSpacing: ViewSpacing { childrenSpacing }
    private lazy var childrenSpacing = ViewSpacing.union(of: children, along: nil)
    override var guideChildren: [LayoutNode] { children }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        combinedGuide(guide, children, frames(in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }
}
