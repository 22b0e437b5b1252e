import RowRaster

/// A bitmap shown at a size in points (area-averaged when shrunk): contact-sheet cells,
/// pictures inside views.
public nonisolated struct Bitmap: PrimitiveView {
    let canvas: Canvas
    let size: Size
    /// `size` nil shows the bitmap at `pixelsPerPoint` pixels per point.
    public init(_ canvas: Canvas, size: Size? = nil, pixelsPerPoint: Double = 3) {
        self.canvas = canvas
        self.size = size ?? Size(width: Double(canvas.width) / pixelsPerPoint, height: Double(canvas.height) / pixelsPerPoint)
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        try SceneError.check(size.width, "Bitmap width"); try SceneError.check(size.height, "Bitmap height")
        return BitmapNode(canvas: canvas, size: size)
    }
}

final class BitmapNode: LayoutNode {
    let canvas: Canvas, fixed: Size
    init(canvas: Canvas, size: Size) { self.canvas = canvas; fixed = size }
    override func measure(_ p: ProposedSize) -> Size { fixed }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        guard context.opacity > 0 else { return }
        context.noteTouchable(frame)
        let px = context.pixels(context.snap(frame))
        guard let box = context.transform.mapBounds(px) else { return }
        context.ops.append(.image(canvas, rect: box, opacity: context.opacity))
    }
}

