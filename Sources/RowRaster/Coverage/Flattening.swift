/// How far, in pixels, a flattened polyline may stray from the true curve. A deviation of e
/// changes a pixel's coverage by at most about e·√2, so 0.001 px keeps coverage well inside
/// the 1/255 budget with room for float error.
public let flatteningTolerance = 0.001

/// A straight edge in pixel space, produced by flattening.
struct Line: Sendable {
    var x0, y0, x1, y1: Double
}

extension Path {
    /// Flattens the path into closed polylines (every subpath is implicitly closed for filling).
    func flattened(tolerance: Double = flatteningTolerance, into lines: inout [Line]) {
        var start = Point(0, 0)
        var current = Point(0, 0)
        var open = false
        func lineTo(_ p: Point) {
            if p != current { lines.append(Line(x0: current.x, y0: current.y, x1: p.x, y1: p.y)) }
            current = p
        }
        func closeSubpath() {
            if open { lineTo(start) }
            open = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                closeSubpath()
                start = p; current = p; open = true
            case .line(let p):
                if !open { start = current; open = true }
                lineTo(p)
            case .quad(let c, let p):
                if !open { start = current; open = true }
                let p0 = current
                let dd = (p0 - c * 2 + p).length
                let n = segmentCount(sqrt(dd / (4 * tolerance)))
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    lineTo(i == n ? p : p0 * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
            case .cubic(let c1, let c2, let p):
                if !open { start = current; open = true }
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
                if !open { start = first; current = first; open = true } else { lineTo(first) }
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
                closeSubpath()
                current = start
            }
        }
        closeSubpath()
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
