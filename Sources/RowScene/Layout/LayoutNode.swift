import RowRaster

/// A resolved view: measures itself for a proposal and draws itself into a frame.
/// Layout follows SwiftUI: the parent proposes, the child chooses its size, the parent places it.
@MainActor class LayoutNode {
    /// Spacers grow along a stack's axis from this minimum (nil for everything else).
    var spacerMinLength: Double? { nil }
    /// The width / height of a resizable image, which `aspectRatio` keeps (nil for others).
    var aspectRatio: Double? { nil }
    /// `layoutPriority`: stacks size higher priorities first (0 unless set).
    var layoutPriority: Double { 0 }

    private var cache: [ProposedSize: Size] = [:]

    /// The size this view chooses for `proposal` (memoized: stacks ask several times).
    final func size(_ proposal: ProposedSize) -> Size {
        if let s = cache[proposal] { return s }
        let s = measure(proposal)
        cache[proposal] = s
        return s
    }

    func measure(_ proposal: ProposedSize) -> Size { .zero }

    /// How far below the view's top its first or last text baseline lies when it has `size`;
    /// a view without text has its baselines at its bottom, as in SwiftUI.
    func baseline(_ which: TextBaseline, in size: Size) -> Double { size.height }

    /// Draws the view into `frame` (points, exact: leaves snap what they draw to pixels, so
    /// rounding never changes what a container offers its children).
    func draw(in frame: Rect, _ context: inout DrawContext) throws {}

    final func place(in frame: Rect, _ context: inout DrawContext) throws {
        try draw(in: frame, &context)
    }
}

/// Takes no space, draws nothing.
final class EmptyNode: LayoutNode {}
