extension ShapeSpec {
    /// Whether a point (pixels) lies inside the shape as filled with `rule` (a hit test): the
    /// winding of the flattened outline around it. False when the path cannot be built.
    public func contains(_ p: Point, rule: FillRule = .nonZero) -> Bool {
        guard p.isFinite, let path = try? path() else { return false }
        var lines: [Line] = []
        path.flattened(into: &lines)
        var winding = 0
        for l in lines where (l.y0 <= p.y) != (l.y1 <= p.y) {
            // The edge crosses the horizontal through p: count it when it does right of p.
            let x = l.x0 + (p.y - l.y0) / (l.y1 - l.y0) * (l.x1 - l.x0)
            if x > p.x { winding += l.y1 > l.y0 ? 1 : -1 }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}
