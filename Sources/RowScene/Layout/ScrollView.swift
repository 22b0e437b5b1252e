import RowRaster

/// Scroll axes.
public struct AxisSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
}

/// A scroll view at rest (offset 0): its content is offered unlimited length along the
/// scroll axes, the view takes the length it is offered, and the content is clipped to it.
/// Indicators are not drawn.
public nonisolated struct ScrollView: PrimitiveView {
    let axes: AxisSet
    let content: ViewList
    public init(_ axes: AxisSet = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> ViewList) {
        self.axes = axes; self.content = content()
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        ScrollNode(child: try context.resolve(VStackOrHStack(axes: axes, content: content)), axes: axes)
    }
}

/// The scroll view's content stack (SwiftUI stacks a scroll view's children along its axis).
nonisolated struct VStackOrHStack: PrimitiveView {
    let axes: AxisSet, content: ViewList
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let children = try content.children(context)
        if children.count == 1 { return children[0] }
        return axes.contains(.vertical)
            ? StackNode(axis: .vertical, children: children, spacing: defaultStackSpacing, cross: .center)
            : StackNode(axis: .horizontal, children: children, spacing: defaultStackSpacing, cross: .center)
    }
}

final class ScrollNode: LayoutNode {
    let child: LayoutNode, axes: AxisSet
    init(child: LayoutNode, axes: AxisSet) { self.child = child; self.axes = axes }

    private func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
    override func measure(_ p: ProposedSize) -> Size {
        let c = child.size(contentProposal(p))
        return Size(width: axes.contains(.horizontal) ? (p.width ?? c.width) : c.width,
                    height: axes.contains(.vertical) ? (p.height ?? c.height) : c.height)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let c = child.size(contentProposal(ProposedSize(width: frame.width, height: frame.height)))
        let clip = try context.pixelKind(Rectangle(), in: context.snap(frame))
        let spec = ShapeSpec(clip, transform: context.transform)
        context.ops.append(.beginLayer(LayerStyle(clip: spec)))
        // It clips touches too: what scrolled out of view can't be touched.
        context.hitClips.append(spec)
        defer { context.hitClips.removeLast() }
        try child.place(in: Rect(x: frame.x, y: frame.y, width: c.width, height: c.height), &context)
        context.ops.append(.endLayer)
    }
}
