#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a path is stroked (CoreGraphics' and SwiftUI's `StrokeStyle`), in the path's units.
public struct StrokeStyle: Sendable, Equatable {
    public enum Cap: String, Sendable { case butt, round, square }
    public enum Join: String, Sendable { case miter, round, bevel }
    public var width: Double
    public var cap: Cap
    public var join: Join
    /// Miter joins longer than this many half-widths… of the width become bevels (CG's default 10).
    public var miterLimit: Double
    /// On and off lengths, repeating; empty for a solid stroke.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double
    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

extension Path {
    /// The outline of the stroke, to be filled with the nonzero rule. Each subpath is offset
    /// by half the width on both sides into one closed contour (two for a closed subpath),
    /// with the style's joins on the outer side of every corner, pivoting through the vertex
    /// on the inner side, and caps at open ends; curves are flattened within `tolerance`.
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
        let hw = style.width / 2
        guard hw > 0, hw.isFinite else { return Path() }
        var out = Path()
        var lines = polylines(tolerance: tolerance)
        if !style.dash.isEmpty { lines = Self.dashed(lines, style.dash, phase: style.dashPhase) }
        for line in lines { StrokeBuilder(style: style, halfWidth: hw, tolerance: tolerance).stroke(line, into: &out) }
        return out
    }

    /// The part of the path between fractions `from` and `to` of its length (SwiftUI's
    /// `trim`), as open polylines.
    public func trimmed(from: Double, to: Double, tolerance: Double = flatteningTolerance) -> Path {
        let lo = max(0, min(1, from)), hi = max(0, min(1, to))
        let lines = polylines(tolerance: tolerance)
        if lo <= 0 && hi >= 1 { return self }
        guard hi > lo else { return Path() }
        let pieces = lines.map(\.closedPoints)
        let total = pieces.reduce(0) { $0 + Self.length($1) }
        guard total > 0 else { return Path() }
        var out = Path()
        var offset = 0.0
        for points in pieces {
            let length = Self.length(points)
            let a = lo * total - offset, b = hi * total - offset
            offset += length
            guard b > 0, a < length else { continue }
            let part = Self.slice(points, from: max(0, a), to: min(length, b))
            guard let first = part.first else { continue }
            out.move(to: first)
            for p in part.dropFirst() { out.line(to: p) }
        }
        return out
    }

    static func length(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length }
    }

    /// The points of a polyline between two arc lengths.
    static func slice(_ points: [Point], from a: Double, to b: Double) -> [Point] {
        var out: [Point] = []
        var walked = 0.0
        for (p, q) in zip(points, points.dropFirst()) {
            let l = (q - p).length
            defer { walked += l }
            guard l > 0, walked + l >= a, walked <= b else { continue }
            let t0 = max(0, (a - walked) / l), t1 = min(1, (b - walked) / l)
            let s = p + (q - p) * t0, e = p + (q - p) * t1
            if out.last != s { out.append(s) }
            out.append(e)
        }
        return out
    }

    /// Splits polylines into the "on" pieces of a dash pattern (running on across subpaths'
    /// corners, restarting at each subpath, as CoreGraphics does).
    static func dashed(_ lines: [Polyline], _ pattern: [Double], phase: Double) -> [Polyline] {
        // An odd number of lengths repeats once (`[1]` is 1 on, 1 off), as CoreGraphics and SVG read it.
        let lengths = pattern.map { max(0, $0.isFinite ? $0 : 0) }
        let dash = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = dash.reduce(0, +)
        guard period > 0 else { return lines }
        var out: [Polyline] = []
        for line in lines {
            let points = line.closedPoints
            let total = length(points)
            // Where in the pattern the subpath starts.
            var position = phase.truncatingRemainder(dividingBy: period)
            if position < 0 { position += period }
            var index = 0
            while position >= dash[index] { position -= dash[index]; index = (index + 1) % dash.count }
            var at = 0.0
            var pieces = 0
            while at < total && pieces < 1_000_000 {
                let run = min(dash[index] - position, total - at)
                if index % 2 == 0 && run > 0 {
                    out.append(Polyline(points: slice(points, from: at, to: at + run), closed: false))
                }
                at += run; position = 0; index = (index + 1) % dash.count; pieces += 1
            }
        }
        return out
    }
}

extension Polyline {
    /// The points, with the first repeated at the end when the polyline is closed.
    var closedPoints: [Point] {
        guard closed, let first = points.first, points.last != first else { return points }
        return points + [first]
    }
}

/// Offsets one polyline into stroke contours.
private struct StrokeBuilder {
    let style: StrokeStyle
    let halfWidth: Double
    let tolerance: Double

    func stroke(_ line: Polyline, into out: inout Path) {
        var pts: [Point] = []
        for p in line.points where pts.last.map({ ($0 - p).length > 1e-12 }) ?? true { pts.append(p) }
        if line.closed, pts.count > 2, let f = pts.first, let l = pts.last, (f - l).length <= 1e-12 { pts.removeLast() }
        guard pts.count >= 2 else { dot(pts.first, into: &out); return }
        if line.closed && pts.count >= 3 {
            // Two contours: the left offset loop, and the right offset loop reversed.
            let n = pts.count
            let dirs = (0..<n).map { unit(pts[($0 + 1) % n] - pts[$0]) }
            let lengths = (0..<n).map { (pts[($0 + 1) % n] - pts[$0]).length }
            var left: [Point] = [], right: [Point] = []
            for i in 0..<n {
                let prev = (i + n - 1) % n
                let reach = min(lengths[prev], lengths[i])
                side(&left, at: pts[i], dirs[prev], dirs[i], sign: 1, reach: reach)
                side(&right, at: pts[i], dirs[prev], dirs[i], sign: -1, reach: reach)
            }
            append(left, closed: true, into: &out)
            append(right.reversed(), closed: true, into: &out)
            return
        }
        let n = pts.count
        let dirs = (0..<(n - 1)).map { unit(pts[$0 + 1] - pts[$0]) }
        let lengths = (0..<(n - 1)).map { (pts[$0 + 1] - pts[$0]).length }
        var left: [Point] = [], right: [Point] = []
        left.append(pts[0] + perp(dirs[0]) * halfWidth)
        right.append(pts[0] - perp(dirs[0]) * halfWidth)
        for i in 1..<(n - 1) {
            let reach = min(lengths[i - 1], lengths[i])
            side(&left, at: pts[i], dirs[i - 1], dirs[i], sign: 1, reach: reach)
            side(&right, at: pts[i], dirs[i - 1], dirs[i], sign: -1, reach: reach)
        }
        left.append(pts[n - 1] + perp(dirs[n - 2]) * halfWidth)
        right.append(pts[n - 1] - perp(dirs[n - 2]) * halfWidth)
        // One contour: left side forward, end cap, right side backward, start cap.
        var contour = left
        cap(&contour, at: pts[n - 1], direction: dirs[n - 2])
        contour += right.reversed()
        cap(&contour, at: pts[0], direction: dirs[0] * -1)
        append(contour, closed: true, into: &out)
        if style.cap == .round {
            // Round caps are exact arcs: half discs at the ends.
            out.arc(center: pts[n - 1], radius: halfWidth, start: angle(perp(dirs[n - 2])), sweep: -.pi)
            out.close()
            out.arc(center: pts[0], radius: halfWidth, start: angle(perp(dirs[0]) * -1), sweep: -.pi)
            out.close()
        }
    }

    /// The offset points one side (sign +1: left, −1: right) contributes at a vertex between
    /// segment directions `a` and `b`; `reach` is the shorter of the two segments.
    func side(_ points: inout [Point], at v: Point, _ a: Point, _ b: Point, sign: Double, reach: Double) {
        let na = perp(a) * (halfWidth * sign), nb = perp(b) * (halfWidth * sign)
        let cross = a.x * b.y - a.y * b.x
        let turn = atan2(abs(cross), a.x * b.x + a.y * b.y)
        // Nearly straight (flattened curves): the offsets meet within the tolerance.
        if halfWidth * turn * turn / 8 <= tolerance * 0.5 || turn < 1e-9 {
            points.append(v + (na + nb) * 0.5)
            return
        }
        // perp(a)·b = cross: the path turns toward the +perp side when cross > 0, so that
        // side is the inner one.
        let outer = (cross > 0) != (sign > 0)
        guard outer else {
            // Inner side: where the two offset edges cross, when that lies along both
            // segments; otherwise pivot through the vertex (the overlap stays inside the
            // stroke and adds under the nonzero rule).
            let cosHalf = cos(turn / 2)
            if cosHalf > 1e-9, halfWidth * tan(turn / 2) <= reach {
                points.append(v + unit(na + nb) * (halfWidth / cosHalf))
            } else {
                points.append(v + na); points.append(v); points.append(v + nb)
            }
            return
        }
        switch style.join {
        case .bevel:
            points.append(v + na); points.append(v + nb)
        case .miter:
            let cosHalf = cos(turn / 2)
            if cosHalf > 1e-12, 1 / cosHalf <= style.miterLimit {
                let bisector = unit(na + nb)
                points.append(v + na); points.append(v + bisector * (halfWidth / cosHalf)); points.append(v + nb)
            } else {
                points.append(v + na); points.append(v + nb)
            }
        case .round:
            // Points along the arc from na to nb around v (within the tolerance).
            let start = angle(na), end = angle(nb)
            var sweep = end - start
            while sweep > .pi { sweep -= 2 * .pi }
            while sweep < -.pi { sweep += 2 * .pi }
            let step = (8 * tolerance / halfWidth).squareRoot()
            let count = max(1, min(10_000, Int((abs(sweep) / step).rounded(.up))))
            for k in 0...count {
                let t = start + sweep * Double(k) / Double(count)
                points.append(v + Point(cos(t), sin(t)) * halfWidth)
            }
        }
    }

    func cap(_ contour: inout [Point], at end: Point, direction d: Point) {
        guard style.cap == .square else { return }
        let n = perp(d) * halfWidth, e = d * halfWidth
        contour.append(end + n + e)
        contour.append(end - n + e)
    }

    /// A zero-length subpath: a dot for round and square caps, nothing for butt. Every
    /// contour the builder makes winds the same way (negative shoelace area in pixel space),
    /// so overlapping pieces add up under the nonzero rule instead of cancelling.
    func dot(_ p: Point?, into out: inout Path) {
        guard let p else { return }
        switch style.cap {
        case .butt: return
        case .round:
            out.arc(center: p, radius: halfWidth, start: 0, sweep: -2 * .pi); out.close()
        case .square:
            append([p + Point(-halfWidth, halfWidth), p + Point(halfWidth, halfWidth), p + Point(halfWidth, -halfWidth), p + Point(-halfWidth, -halfWidth)],
                   closed: true, into: &out)
        }
    }

    func append(_ points: [Point], closed: Bool, into out: inout Path) {
        guard let first = points.first else { return }
        out.move(to: first)
        for p in points.dropFirst() { out.line(to: p) }
        if closed { out.close() }
    }

    func unit(_ p: Point) -> Point { let l = p.length; return l > 0 ? p * (1 / l) : Point(1, 0) }
    func perp(_ p: Point) -> Point { Point(-p.y, p.x) }
    func angle(_ p: Point) -> Double { atan2(p.y, p.x) }
}
