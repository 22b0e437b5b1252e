import Foundation

// Independent high-precision references for the accuracy tests. Nothing here uses the
// rasterizer: areas come from closed-form integrals or exact polygon clipping in Double.

/// A shape described column-wise: for each x in [x0, x1], the filled interval is
/// [top(x), bottom(x)], where each bound is piecewise "constant" or "circle arc".
struct ColumnShape {
    /// One piece of a bound over [from, to]: value = base + sign·k·√(r² − (x − cx)²).
    struct Piece { var from, to, base, sign, k, r, cx: Double }
    var x0, x1: Double
    var top: [Piece]
    var bottom: [Piece]

    static func value(_ p: Piece, _ x: Double) -> Double {
        p.r == 0 ? p.base : p.base + p.sign * p.k * max(0, p.r * p.r - (x - p.cx) * (x - p.cx)).squareRoot()
    }
    /// ∫ value dx over [a, b] in closed form: ∫√(r²−u²)du = (u√(r²−u²) + r²·asin(u/r))/2.
    static func integral(_ p: Piece, _ a: Double, _ b: Double) -> Double {
        guard p.r > 0 else { return p.base * (b - a) }
        func f(_ x: Double) -> Double {
            let u = min(max(x - p.cx, -p.r), p.r)
            return (u * max(0, p.r * p.r - u * u).squareRoot() + p.r * p.r * asin(u / p.r)) / 2
        }
        return p.base * (b - a) + p.sign * p.k * (f(b) - f(a))
    }
    /// x where the piece crosses height y (up to two).
    static func crossings(_ p: Piece, _ y: Double) -> [Double] {
        guard p.r > 0 else { return [] }
        let s = (y - p.base) / (p.sign * p.k)
        guard s >= 0, s <= p.r else { return [] }
        let d = (p.r * p.r - s * s).squareRoot()
        return [p.cx - d, p.cx + d]
    }

    /// Exact area of the shape inside the pixel [px, px+1] × [py, py+1].
    func area(px: Int, py: Int) -> Double {
        let a = max(x0, Double(px)), b = min(x1, Double(px + 1))
        guard a < b else { return 0 }
        let y0 = Double(py), y1 = Double(py + 1)
        var cuts = [a, b]
        for p in top + bottom {
            cuts += [p.from, p.to]
            cuts += ColumnShape.crossings(p, y0) + ColumnShape.crossings(p, y1)
        }
        cuts = cuts.filter { $0 >= a && $0 <= b }.sorted()
        var total = 0.0
        for (l, r) in zip(cuts, cuts.dropFirst()) where r > l {
            let m = (l + r) / 2
            guard let t = top.first(where: { $0.from <= m && m <= $0.to }),
                  let bt = bottom.first(where: { $0.from <= m && m <= $0.to }) else { continue }
            let tv = ColumnShape.value(t, m), bv = ColumnShape.value(bt, m)
            // Overlap of [tv, bv] with [y0, y1] on this sub-interval, with fixed branches.
            let upper = tv > y0 ? ColumnShape.integral(t, l, r) : y0 * (r - l)
            let lower = bv < y1 ? ColumnShape.integral(bt, l, r) : y1 * (r - l)
            let width = min(bv, y1) - max(tv, y0)
            if width > 0 { total += lower - upper }
        }
        return total
    }

    static func circle(cx: Double, cy: Double, r: Double) -> ColumnShape {
        ellipse(cx: cx, cy: cy, rx: r, ry: r)
    }
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> ColumnShape {
        let k = ry / rx
        return ColumnShape(x0: cx - rx, x1: cx + rx,
                           top: [Piece(from: cx - rx, to: cx + rx, base: cy, sign: -1, k: k, r: rx, cx: cx)],
                           bottom: [Piece(from: cx - rx, to: cx + rx, base: cy, sign: 1, k: k, r: rx, cx: cx)])
    }
    /// A rounded rectangle with quarter-circle corners of radius r.
    static func roundedRect(x: Double, y: Double, w: Double, h: Double, r: Double) -> ColumnShape {
        let l = x + r, rr = x + w - r
        func bound(_ cy: Double, _ edge: Double, _ sign: Double) -> [Piece] {
            [Piece(from: x, to: l, base: cy, sign: sign, k: 1, r: r, cx: l),
             Piece(from: l, to: rr, base: edge, sign: 0, k: 0, r: 0, cx: 0),
             Piece(from: rr, to: x + w, base: cy, sign: sign, k: 1, r: r, cx: rr)]
        }
        return ColumnShape(x0: x, x1: x + w, top: bound(y + r, y, -1), bottom: bound(y + h - r, y + h, 1))
    }
}

/// Exact area of a simple polygon inside a pixel, by clipping against the pixel square.
func polygonAreaInPixel(_ poly: [(Double, Double)], px: Int, py: Int) -> Double {
    var pts = poly
    let edges: [(Double, Bool, Bool)] = [(Double(px), true, true), (Double(px + 1), true, false),
                                         (Double(py), false, true), (Double(py + 1), false, false)]
    for (c, isX, keepGreater) in edges {
        guard !pts.isEmpty else { break }
        func inside(_ p: (Double, Double)) -> Bool { let v = isX ? p.0 : p.1; return keepGreater ? v >= c : v <= c }
        func cut(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            let t = isX ? (c - a.0) / (b.0 - a.0) : (c - a.1) / (b.1 - a.1)
            return (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1))
        }
        var out: [(Double, Double)] = []
        for i in 0..<pts.count {
            let cur = pts[i], prev = pts[(i + pts.count - 1) % pts.count]
            if inside(cur) {
                if !inside(prev) { out.append(cut(prev, cur)) }
                out.append(cur)
            } else if inside(prev) {
                out.append(cut(prev, cur))
            }
        }
        pts = out
    }
    var area = 0.0
    for i in 0..<pts.count {
        let a = pts[i], b = pts[(i + 1) % pts.count]
        area += a.0 * b.1 - b.0 * a.1
    }
    return abs(area) / 2
}

/// Samples a cubic Bézier very finely (for polygon references of continuous corners).
func sampleCubic(_ p0: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double), _ p3: (Double, Double), n: Int) -> [(Double, Double)] {
    (1...n).map { i in
        let t = Double(i) / Double(n), m = 1 - t
        let a = m * m * m, b = 3 * m * m * t, c = 3 * m * t * t, d = t * t * t
        return (a * p0.0 + b * c1.0 + c * c2.0 + d * p3.0, a * p0.1 + b * c1.1 + c * c2.1 + d * p3.1)
    }
}

// MARK: - Gaussian shadow reference

func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }
func phiIntegral(_ t: Double) -> Double { t * phi(t) + exp(-t * t / 2) / (2 * Double.pi).squareRoot() }

/// 8-point Gauss–Legendre nodes and weights on [-1, 1].
let gaussLegendre8: [(Double, Double)] = [
    (-0.9602898564975363, 0.1012285362903763), (-0.7966664774136267, 0.2223810344533745),
    (-0.5255324099163290, 0.3137066458778873), (-0.1834346424956498, 0.3626837833783620),
    (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
    (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
]

/// ∫ f over [a, b] with `panels` Gauss–Legendre panels.
func integrate(_ a: Double, _ b: Double, panels: Int, _ f: (Double) -> Double) -> Double {
    guard b > a else { return 0 }
    let h = (b - a) / Double(panels)
    var total = 0.0
    for i in 0..<panels {
        let m = a + (Double(i) + 0.5) * h
        for (x, w) in gaussLegendre8 { total += w * f(m + x * h / 2) }
    }
    return total * h / 2
}

/// The exact pixel-averaged Gaussian blur (σ in px) of a circular-corner rounded rectangle,
/// at pixel (px, py): ∫ over the shape's rows y of the pixel's vertical Gaussian weight times
/// the pixel-averaged horizontal weight of the row's chord. Corner bands are integrated in
/// angle, where the integrand is smooth.
func exactRoundedRectShadow(x: Double, y: Double, w: Double, h: Double, r: Double, sigma: Double, px: Int, py: Int) -> Double {
    let s = sigma
    func rowWeight(_ yy: Double) -> Double { phi((Double(py + 1) - yy) / s) - phi((Double(py) - yy) / s) }
    func chordWeight(_ xl: Double, _ xr: Double) -> Double {
        let a = Double(px), b = Double(px + 1)
        return s * ((phiIntegral((b - xl) / s) - phiIntegral((a - xl) / s)) - (phiIntegral((b - xr) / s) - phiIntegral((a - xr) / s)))
    }
    var total = integrate(y + r, y + h - r, panels: 24) { yy in rowWeight(yy) * chordWeight(x, x + w) }
    if r > 0 {
        // Top band: y = (y + r) − r·cos φ, chord half-extension r·sin φ, dy = r·sin φ dφ.
        total += integrate(0, Double.pi / 2, panels: 24) { f in
            let yy = y + r - r * cos(f), e = r * sin(f)
            return rowWeight(yy) * chordWeight(x + r - e, x + w - r + e) * r * sin(f)
        }
        total += integrate(0, Double.pi / 2, panels: 24) { f in
            let yy = y + h - r + r * cos(f), e = r * sin(f)
            return rowWeight(yy) * chordWeight(x + r - e, x + w - r + e) * r * sin(f)
        }
    }
    return total
}
