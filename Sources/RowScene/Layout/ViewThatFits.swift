import RowRaster

extension Axis {
    /// SwiftUI's spelling of a set of axes (`Axis.Set.horizontal`).
    public typealias Set = AxisSet
}

/// The first of its children whose ideal size fits the proposal along the given axes (the
/// last one when none does), as SwiftUI's `ViewThatFits`.
public nonisolated struct ViewThatFits: PrimitiveView {
    let axes: AxisSet, content: ViewList
    public init<Content: View>(in axes: AxisSet = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let children = try content.children(context)
        return children.isEmpty ? EmptyNode() : FittingNode(children: children, axes: axes)
    }
}

final class FittingNode: LayoutNode {
    let children: [LayoutNode], axes: AxisSet
    init(children: [LayoutNode], axes: AxisSet) { self.children = children; self.axes = axes }

    /// The child shown for a proposal: ideal along the constrained axes, within the proposal.
    func choice(_ p: ProposedSize) -> LayoutNode {
        for child in children.dropLast() {
            let ideal = child.size(ProposedSize(width: axes.contains(.horizontal) ? nil : p.width,
                                                height: axes.contains(.vertical) ? nil : p.height))
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children[children.count - 1]
    }

    override func measure(_ p: ProposedSize) -> Size { choice(p).size(p) }
    /// Its children's preferences together (which is shown depends on a proposal spacing is
    /// asked without): a row of text or its stacked fallback meets the text above as text.
    override var viewSpacing: ViewSpacing { ViewSpacing.union(of: children, along: nil) }
    override var guideChildren: [LayoutNode] { children }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        choice(proposal(fitting: Rect(x: 0, y: 0, width: size.width, height: size.height))).explicitGuide(guide, in: size)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        try choice(proposal(fitting: frame)).place(in: frame, &context)
    }
}
