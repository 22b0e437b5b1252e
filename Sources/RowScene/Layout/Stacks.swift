/// SwiftUI's default spacing between adjacent stack children.
let defaultStackSpacing = 8.0

public nonisolated struct HStack: PrimitiveView {
    let alignment: VerticalAlignment, spacing: Double?, content: ViewList
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let spacing { try SceneError.check(spacing, "HStack spacing", minimum: -1e6) }
        return StackNode(axis: .horizontal, children: try content.children(context), spacing: spacing ?? defaultStackSpacing,
                         cross: Alignment(horizontal: .center, vertical: alignment))
    }
}

public nonisolated struct VStack: PrimitiveView {
    let alignment: HorizontalAlignment, spacing: Double?, content: ViewList
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let spacing { try SceneError.check(spacing, "VStack spacing", minimum: -1e6) }
        return StackNode(axis: .vertical, children: try content.children(context), spacing: spacing ?? defaultStackSpacing,
                         cross: Alignment(horizontal: alignment, vertical: .center))
    }
}

public nonisolated struct ZStack: PrimitiveView {
    let alignment: Alignment, content: ViewList
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment; self.content = content()
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
    let spacing: Double
    let cross: Alignment

    init(axis: Axis, children: [LayoutNode], spacing: Double, cross: Alignment) {
        self.axis = axis; self.children = children; self.spacing = spacing; self.cross = cross
        for case let d as DividerNode in children { d.vertical = axis == .horizontal }
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
        let n = children.count
        guard n > 0 else { return [] }
        let proposedMain = axis == .horizontal ? p.width : p.height
        let proposedCross = axis == .horizontal ? p.height : p.width
        let totalSpacing = spacing * Double(n - 1)
        guard let available = proposedMain else {
            // Ideal size: every child at its ideal.
            return children.map { childSize($0, main: nil, cross: proposedCross) }
        }
        // Views first, from the least flexible (how far a child's main size can range) to the
        // most, each offered an equal share of what remains after the spacers' minimums;
        // then the spacers split what is left. So text truncates only once spacers are at
        // their minimum, as in SwiftUI rows.
        let isSpacer = children.map { $0.spacerMinLength != nil }
        let flexibility = children.map { c -> Double in
            let lo = main(childSize(c, main: 0, cross: proposedCross))
            let hi = main(childSize(c, main: .infinity, cross: proposedCross))
            return hi - lo
        }
        let views = (0..<n).filter { !isSpacer[$0] }
            .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        let spacers = (0..<n).filter { isSpacer[$0] }
        let reserved = spacers.reduce(0.0) { $0 + (children[$1].spacerMinLength ?? 0) }
        var remaining = max(0, available - totalSpacing - reserved)
        var sizes = [Size](repeating: .zero, count: n)
        // Higher layout priorities first, each group after keeping the minimum sizes of the
        // groups below it (with one priority, as usual, that is nothing).
        let priorities = children.map(\.layoutPriority)
        for priority in Set(views.map { priorities[$0] }).sorted(by: >) {
            let group = views.filter { priorities[$0] == priority }
            let lowerMinimum = views.filter { priorities[$0] < priority }
                .reduce(0.0) { $0 + main(childSize(children[$1], main: 0, cross: proposedCross)) }
            var share = max(0, remaining - lowerMinimum)
            for (k, i) in group.enumerated() {
                let s = childSize(children[i], main: share / Double(group.count - k), cross: proposedCross)
                sizes[i] = s
                share = max(0, share - main(s))
                remaining = max(0, remaining - main(s))
            }
        }
        remaining += reserved
        for (k, i) in spacers.enumerated() {
            let s = childSize(children[i], main: remaining / Double(spacers.count - k), cross: proposedCross)
            sizes[i] = s
            remaining = max(0, remaining - main(s))
        }
        return sizes
    }

    /// An HStack aligning baselines: each child's baseline below its top (spacers take no part).
    private func baselines(_ sizes: [Size], _ which: TextBaseline) -> [Double?] {
        zip(children, sizes).map { c, s in c.spacerMinLength == nil ? c.baseline(which, in: s) : nil }
    }

    override func measure(_ p: ProposedSize) -> Size {
        let sizes = allocate(p)
        guard !sizes.isEmpty else { return .zero }
        let m = sizes.reduce(0) { $0 + main($1) } + spacing * Double(sizes.count - 1)
        var c = sizes.map(crossOf).max() ?? 0
        if axis == .horizontal, let which = cross.vertical.baseline {
            // Tall enough for the most text above the shared baseline and the most below it.
            let b = baselines(sizes, which)
            let above = b.compactMap { $0 }.max() ?? 0
            let below = zip(sizes, b).compactMap { s, g in g.map { s.height - $0 } }.max() ?? 0
            if b.contains(where: { $0 != nil }) { c = above + below }
        }
        return axis == .horizontal ? Size(width: m, height: c) : Size(width: c, height: m)
    }

    /// Where each child goes in `frame`.
    private func frames(in frame: Rect) -> [Rect] {
        let sizes = allocate(proposal(fitting: frame))
        let shared = axis == .horizontal ? cross.vertical.baseline.map { baselines(sizes, $0) } : nil
        let top = shared?.compactMap { $0 }.max() ?? 0
        var pen = axis == .horizontal ? frame.x : frame.y
        var rects: [Rect] = []
        for (i, size) in sizes.enumerated() {
            if axis == .horizontal {
                let y = shared.map { top - ($0[i] ?? size.height) } ?? cross.vertical.offset(size.height, in: frame.height)
                rects.append(Rect(x: pen, y: frame.y + y, width: size.width, height: size.height))
            } else {
                rects.append(Rect(x: frame.x + cross.horizontal.offset(size.width, in: frame.width), y: pen, width: size.width, height: size.height))
            }
            pen += main(size) + spacing
        }
        return rects
    }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        for (child, r) in zip(children, frames(in: frame)) { try child.place(in: r, &context) }
    }

    /// A VStack's first baseline is its first child's, its last the last child's; an HStack's
    /// is the highest (first) or lowest (last) of its children's.
    override func baseline(_ which: TextBaseline, in size: Size) -> Double {
        let rects = frames(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let lines = zip(children, rects).compactMap { c, r in
            c.spacerMinLength == nil ? r.y + c.baseline(which, in: Size(width: r.width, height: r.height)) : nil
        }
        guard !lines.isEmpty else { return size.height }
        if axis == .vertical { return which == .first ? lines[0] : lines[lines.count - 1] }
        return which == .first ? lines.min()! : lines.max()!
    }
}

/// Children on top of each other, each offered the full proposal and aligned in the union.
final class ZStackNode: LayoutNode {
    let children: [LayoutNode]
    let alignment: Alignment
    init(children: [LayoutNode], alignment: Alignment) { self.children = children; self.alignment = alignment }

    override func measure(_ p: ProposedSize) -> Size {
        let sizes = children.map { $0.size(p) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let p = ProposedSize(width: frame.width, height: frame.height)
        for child in children { try child.place(in: alignment.place(child.size(p), in: frame), &context) }
    }
}
