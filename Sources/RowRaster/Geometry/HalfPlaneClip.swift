extension Path {
    /// The part of the filled path on one side of a line: the points p with
    /// `normal.x * p.x + normal.y * p.y >= offset`, as closed polygons within `tolerance` of the
    /// curves. Each subpath is clipped on its own (Sutherland–Hodgman against one half-plane), so
    /// it keeps its direction and a hole stays a hole; a concave subpath the line cuts in several
    /// places comes out as one polygon whose pieces meet along the line by edges of no area, which
    /// fill as the separate pieces would under either rule.
    public func clipped(toHalfPlane normal: Point, offset: Double, tolerance: Double = flatteningTolerance) -> Path {
        var out = Path()
        for ring in polylines(tolerance: tolerance) {
            let kept = Path.clip(ring.points, normal: normal, offset: offset)
            guard kept.count > 2 else { continue }
            out.move(to: kept[0])
            for p in kept.dropFirst() { out.line(to: p) }
            out.close()
        }
        return out
    }

    /// One closed polygon clipped to the half-plane.
    private static func clip(_ points: [Point], normal: Point, offset: Double) -> [Point] {
        guard points.count > 2 else { return [] }
        let side = { (p: Point) in normal.x * p.x + normal.y * p.y - offset }
        var kept: [Point] = []
        kept.reserveCapacity(points.count + 4)
        var previous = points[points.count - 1], previousSide = side(previous)
        for p in points {
            let s = side(p)
            if (s >= 0) != (previousSide >= 0) {
                // The edge crosses the line: where it does.
                let t = previousSide / (previousSide - s)
                kept.append(Point(previous.x + (p.x - previous.x) * t, previous.y + (p.y - previous.y) * t))
            }
            if s >= 0 { kept.append(p) }
            previous = p; previousSide = s
        }
        return kept
    }
}
