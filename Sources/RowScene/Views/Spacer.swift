import RowRaster

/// Flexible space along a stack's axis.
public nonisolated struct Spacer: PrimitiveView {
    let minLength: Double?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let minLength { try SceneError.check(minLength, "Spacer minLength") }
        return SpacerNode(minLength: minLength ?? SpacerNode.defaultMinLength)
    }
}

final class SpacerNode: LayoutNode {
    /// SwiftUI's default spacer minimum (the standard spacing).
    static let defaultMinLength = 8.0
    let minLength: Double
    init(minLength: Double) { self.minLength = minLength }
    override var spacerMinLength: Double? { minLength }
    /// A spacer asks its neighbours for no spacing, and lends a stack around it none.
    override var viewSpacing: ViewSpacing { .none }
    /// Outside a stack a spacer takes what it is offered on both axes.
    override func measure(_ p: ProposedSize) -> Size {
        Size(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
    }
}

/// A hairline separator: one pixel thick, in the separator color, across the stack's cross axis.
public nonisolated struct Divider: PrimitiveView {
    public init() {}
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let node = DividerNode(environment: context.environment)
        node.vertical = context.stackAxis == .horizontal
        return node
    }
}

final class DividerNode: LayoutNode {
    let environment: EnvironmentValues
    /// A divider in an HStack is vertical: set from the context it is resolved in (the stack
    /// around it, through its modifiers), or by the stack a layout's children are placed in.
    var vertical = false
    init(environment: EnvironmentValues) { self.environment = environment }
    var thickness: Double { 1 / environment.displayScale }
    override func measure(_ p: ProposedSize) -> Size {
        vertical ? Size(width: thickness, height: p.height ?? 10) : Size(width: p.width ?? 10, height: thickness)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        // Exactly one pixel thick, on the pixel row (or column) where the frame starts.
        let r = context.snap(frame)
        let px = vertical ? Rect(x: r.x * context.scale, y: r.y * context.scale, width: 1, height: r.height * context.scale)
                          : Rect(x: r.x * context.scale, y: r.y * context.scale, width: r.width * context.scale, height: 1)
        context.drawShape(.rect(px), paint: Color.separator.paint(in: px, environment), rule: .nonZero)
    }
}
