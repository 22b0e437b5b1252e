/// How far, in pixels, a flattened polyline may stray from the true curve. A deviation of e
/// changes a pixel's coverage by at most about e·√2, so 0.001 px keeps coverage well inside
/// the 1/255 budget with room for float error.
public let flatteningTolerance = 0.001

/// A straight edge in pixel space, produced by flattening.
struct Line: Sendable {
    var x0, y0, x1, y1: Double
}

/// Receives a flattened path, subpath by subpath.
protocol FlatteningSink {
    mutating func begin(at p: Point)
    mutating func line(to p: Point)
    /// The subpath ends; `closed` when the path closed it explicitly.
    mutating func end(closed: Bool)
}

/// Collects edges for filling: every subpath is implicitly closed.
struct EdgeSink: FlatteningSink {
    var lines: [Line]
    var start = Point(0, 0), current = Point(0, 0)
    mutating func begin(at p: Point) { start = p; current = p }
    mutating func line(to p: Point) {
        if p != current { lines.append(Line(x0: current.x, y0: current.y, x1: p.x, y1: p.y)) }
        current = p
    }
    mutating func end(closed: Bool) { line(to: start) }
}

/// A flattened subpath: its points in order, and whether it was closed.
public struct Polyline: Sendable, Equatable {
    public var points: [Point]
    public var closed: Bool
}

/// Collects polylines (for strokes, dashes and trims).
struct PolylineSink: FlatteningSink {
    var polylines: [Polyline] = []
    var points: [Point] = []
    mutating func begin(at p: Point) { points = [p] }
    mutating func line(to p: Point) { if p != points.last { points.append(p) } }
    mutating func end(closed: Bool) { polylines.append(Polyline(points: points, closed: closed)); points = [] }
}

extension Path {
    /// Flattens the path into closed polylines (every subpath is implicitly closed for filling).
    func flattened(tolerance: Double = flatteningTolerance, into lines: inout [Line]) {
        var sink = EdgeSink(lines: lines)
        lines = []
        flatten(tolerance: tolerance, into: &sink)
        lines = sink.lines
    }

    /// The subpaths as polylines within `tolerance` of the curves.
    public func polylines(tolerance: Double = flatteningTolerance) -> [Polyline] {
        var sink = PolylineSink()
        flatten(tolerance: tolerance, into: &sink)
        return sink.polylines
    }

    /// Walks the path as straight segments within `tolerance` of the curves.
    func flatten<S: FlatteningSink>(tolerance: Double, into sink: inout S) {
        var start = Point(0, 0)
        var current = Point(0, 0)
        var open = false
        func lineTo(_ p: Point) {
            sink.line(to: p)
            current = p
        }
        func openIfNeeded(at p: Point) {
            if !open { start = p; sink.begin(at: p); open = true }
        }
        func endSubpath(closed: Bool) {
            if open { sink.end(closed: closed) }
            open = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                endSubpath(closed: false)
                current = p
                openIfNeeded(at: p)
            case .line(let p):
                openIfNeeded(at: current)
                lineTo(p)
            case .quad(let c, let p):
                openIfNeeded(at: current)
                let p0 = current
                let dd = (p0 - c * 2 + p).length
                let n = segmentCount(sqrt(dd / (4 * tolerance)))
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    lineTo(i == n ? p : p0 * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
            case .cubic(let c1, let c2, let p):
                openIfNeeded(at: current)
                let p0 = current
                let m = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = segmentCount(sqrt(0.75 * m / tolerance))
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    let q = p0 * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t)
                    lineTo(i == n ? p : q)
                }
            case let .arc(c, u, v, s, w):
                let first = c + u * cos(s) + v * sin(s)
                if open { lineTo(first) } else { current = first; openIfNeeded(at: first) }
                // Chord sagitta of an ellipse with step Δθ is at most R·Δθ²/8, R = |u| + |v|.
                let radius = u.length + v.length
                let step = (8 * tolerance / max(radius, 1e-9)).squareRoot()
                let n = segmentCount(abs(w) / step)
                // Step the angle by rotation (one cos/sin per arc, not per segment); the
                // last point is exact.
                let dc = cos(w / Double(n)), ds = sin(w / Double(n))
                var cs = cos(s), sn = sin(s)
                for i in 1...n {
                    (cs, sn) = (cs * dc - sn * ds, sn * dc + cs * ds)
                    lineTo(i == n ? c + u * cos(s + w) + v * sin(s + w) : c + u * cs + v * sn)
                }
            case .close:
                endSubpath(closed: true)
                current = start
            }
        }
        endSubpath(closed: false)
    }
}

/// Rounds a segment estimate up to a usable count (1…100 000; non-finite → 1).
@inline(__always) private func segmentCount(_ estimate: Double) -> Int {
    guard estimate.isFinite, estimate > 1 else { return 1 }
    return Int(min(estimate.rounded(.up), 100_000))
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
