#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension Path {
    /// The path with each subpath turned so that its direction alternates with its nesting depth
    /// (outermost subpaths one way, the subpaths inside them the other, and so on): a path whose
    /// subpaths never cross then fills the same under the non-zero rule as under even-odd. This
    /// is how glyphs built of other glyphs (one cut out of another) keep their holes whichever
    /// way each part's outline ran.
    public func nestedContoursOriented() -> Path {
        let rings = polylines(tolerance: 0.01)
        let subpaths = subpathRanges()
        guard rings.count == subpaths.count, rings.count > 1 else { return self }
        var out = Path()
        out.reserveCapacity(elements.count + rings.count)
        for (i, ring) in rings.enumerated() {
            let range = subpaths[i]
            guard let probe = ring.points.first else { out.appendElements(elements[range]); continue }
            let depth = rings.indices.reduce(0) { n, j in j != i && rings[j].points.polygonHolds(probe) ? n + 1 : n }
            let clockwise = ring.points.polygonSignedArea > 0   // y down: positive area runs clockwise
            if clockwise == (depth % 2 == 0) { out.appendElements(elements[range]) } else { out.appendReversed(elements[range]) }
        }
        return out
    }

    /// The element ranges of the subpaths, each starting at its `move`.
    private func subpathRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = [], start: Int?
        for (i, e) in elements.enumerated() {
            if case .move = e {
                if let s = start { ranges.append(s..<i) }
                start = i
            }
        }
        if let s = start { ranges.append(s..<elements.count) }
        return ranges
    }

    private mutating func appendElements(_ slice: ArraySlice<Element>) {
        for e in slice {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case let .quad(c, p): quad(to: p, control: c)
            case let .cubic(c1, c2, p): cubic(to: p, control1: c1, control2: c2)
            case let .arc(c, u, v, s, w): arc(center: c, u: u, v: v, start: s, sweep: w)
            case .close: close()
            }
        }
    }

    /// One subpath (a `move` and what follows it) traced backwards from its last point.
    private mutating func appendReversed(_ slice: ArraySlice<Element>) {
        guard case .move(let start)? = slice.first else { appendElements(slice); return }
        // Each segment as (its start point, the element that ends it).
        var segments: [(from: Point, element: Element)] = []
        var current = start, closed = false
        for e in slice.dropFirst() {
            switch e {
            case .move: break
            case .close: closed = true
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): segments.append((current, e)); current = p
            case let .arc(c, u, v, s, w):
                segments.append((current, e))
                current = c + u * cos(s + w) + v * sin(s + w)
            }
        }
        if closed && current != start { segments.append((current, .line(start))); current = start }
        move(to: current)
        for (from, e) in segments.reversed() {
            switch e {
            case .line: line(to: from)
            case .quad(let c, _): quad(to: from, control: c)
            case let .cubic(c1, c2, _): cubic(to: from, control1: c2, control2: c1)
            case let .arc(c, u, v, s, w): arc(center: c, u: u, v: v, start: s + w, sweep: -w)
            case .move, .close: break
            }
        }
        if closed { close() }
    }
}

// (Named apart from Sequence's `contains`: an array of points is also a set of points.)
private extension Array where Element == Point {
    /// The polygon's area by the shoelace formula: positive when it runs clockwise in y-down
    /// coordinates.
    var polygonSignedArea: Double {
        guard count > 2 else { return 0 }
        var sum = 0.0
        for i in indices {
            let a = self[i], b = self[(i + 1) % count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// Whether the closed polygon holds `p` (even-odd crossings of a ray to the right).
    func polygonHolds(_ p: Point) -> Bool {
        var inside = false
        var j = count - 1
        for i in indices {
            let a = self[i], b = self[j]
            if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) { inside.toggle() }
            j = i
        }
        return inside
    }
}
