/// Exact-area coverage of a path over a rectangle of pixels.
///
/// Built by signed-area accumulation: every edge adds, to the cells of the rows it crosses,
/// the exact area it sweeps to its right (as second differences, so a running sum along the
/// row yields the winding-weighted area in each pixel). The fill rule is applied to that sum.
/// No supersampling: a pixel's value is the true area of the polygon inside it.
public struct CoverageMask: Sendable {
    /// The pixel rectangle the mask covers (canvas coordinates).
    public let region: IntRect
    /// Coverage per pixel in 0…1, row-major over `region`.
    public private(set) var values: [Float]

    public init(region: IntRect, values: [Float]) {
        precondition(values.count == max(0, region.width) * max(0, region.height))
        self.region = region; self.values = values
    }

    /// Rasterizes `path` (already in pixel space) with `fillRule`, limited to `clip`.
    public init(path: Path, fillRule: FillRule, clip: IntRect) {
        var lines: [Line] = []
        path.flattened(into: &lines)
        self.init(lines: lines, fillRule: fillRule, clip: clip)
    }

    /// Rasterizes `path` with `fillRule` through a caller's accumulator (its cells are reused).
    init(path: Path, fillRule: FillRule, clip: IntRect, accumulator: inout CoverageAccumulator) {
        var lines: [Line] = []
        path.flattened(into: &lines)
        self.init(lines: lines, fillRule: fillRule, clip: clip, accumulator: &accumulator)
    }

    init(lines: [Line], fillRule: FillRule, clip: IntRect) {
        var accumulator = CoverageAccumulator()
        self.init(lines: lines, fillRule: fillRule, clip: clip, accumulator: &accumulator)
    }

    init(lines: [Line], fillRule: FillRule, clip: IntRect, accumulator: inout CoverageAccumulator) {
        let region = Self.bounds(of: lines).intersection(clip)
        self.region = region
        guard !region.isEmpty else { values = []; return }
        accumulator.begin(region: region, lines: lines)
        var out = [Float](repeating: 0, count: region.width * region.height)
        out.withUnsafeMutableBufferPointer { o in
            for row in 0..<region.height {
                accumulator.takeRow(row, fillRule, into: UnsafeMutableBufferPointer(rebasing: o[(row * region.width)...].prefix(region.width)))
            }
        }
        values = out
    }

    /// The coverage at a canvas pixel (0 outside the region).
    public func coverage(x: Int, y: Int) -> Float {
        guard x >= region.x, x < region.maxX, y >= region.y, y < region.maxY else { return 0 }
        return values[(y - region.y) * region.width + (x - region.x)]
    }

    /// Integer pixel bounds of a path's flattened outline.
    static func bounds(of path: Path) -> IntRect {
        var lines: [Line] = []
        path.flattened(into: &lines)
        return bounds(of: lines)
    }

    /// Integer pixel bounds of a set of lines (empty when none or not finite).
    static func bounds(of lines: [Line]) -> IntRect {
        guard !lines.isEmpty else { return .zero }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for l in lines {
            x0 = min(x0, l.x0, l.x1); x1 = max(x1, l.x0, l.x1)
            y0 = min(y0, l.y0, l.y1); y1 = max(y1, l.y0, l.y1)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).enclosingPixels
    }
}

/// The accumulation buffer behind coverage: `width + 2` cells per row over a region.
/// Reusable: taking a row clears its cells, so after every row is taken the buffer is all
/// zeros again and the next shape needs no clearing pass.
struct CoverageAccumulator {
    private(set) var width = 0
    private(set) var height = 0
    private var stride = 2
    private var cells: [Float] = []

    /// Prepares for a shape over `region` and adds its edges (canvas coordinates).
    mutating func begin(region: IntRect, lines: [Line]) {
        width = region.width; height = region.height; stride = width + 2
        if cells.count < stride * height { cells += [Float](repeating: 0, count: stride * height - cells.count) }
        let ox = Double(region.x), oy = Double(region.y)
        for l in lines { add(l.x0 - ox, l.y0 - oy, l.x1 - ox, l.y1 - oy) }
    }

    /// Adds one edge (coordinates relative to the buffer's origin).
    mutating func add(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        // Split at x = 0 and x = width so each piece lies in one of: left of the buffer (acts
        // as a vertical edge at x = 0: it covers every pixel to its right fully), inside, or
        // right of it (covers nothing visible).
        if (ax < 0 && bx > 0) || (ax > 0 && bx < 0) {
            let my = ay + (0 - ax) / (bx - ax) * (by - ay)
            addSplittingRight(ax, ay, 0, my)
            addSplittingRight(0, my, bx, by)
        } else {
            addSplittingRight(ax, ay, bx, by)
        }
    }

    private mutating func addSplittingRight(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let w = Double(width)
        if (ax < w && bx > w) || (ax > w && bx < w) {
            let my = ay + (w - ax) / (bx - ax) * (by - ay)
            // Only the part left of the buffer's right edge can cover a visible pixel.
            if ax < w { addInside(max(0, ax), ay, w, my) } else { addInside(w, my, max(0, bx), by) }
        } else if ax < w || bx < w {
            addInside(max(0, ax), ay, max(0, bx), by)
        }
    }

    /// Adds an edge whose x lies within 0…width.
    private mutating func addInside(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if ay == by { return }
        let dir: Double = ay < by ? 1 : -1
        let (tx, ty, bx2, by2) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        let dxdy = (bx2 - tx) / (by2 - ty)
        let h = Double(height)
        let rowStart = Int(max(0, ty).rounded(.down))
        let rowEnd = Int(min(h, by2).rounded(.up))
        guard rowStart < rowEnd else { return }
        for row in rowStart..<rowEnd {
            let y0 = max(Double(row), ty), y1 = min(Double(row + 1), by2)
            let dy = y1 - y0
            if dy <= 0 { continue }
            // Interpolation may stray past 0 or width by a rounding error: clamp.
            let w = Double(width)
            let xa = min(w, max(0, tx + (y0 - ty) * dxdy))
            let xb = min(w, max(0, tx + (y1 - ty) * dxdy))
            addRowSpan(row: row, xa: xa, xb: xb, d: dir * dy)
        }
    }

    /// Adds the part of an edge inside one row: it runs from xa to xb and spans a signed
    /// height d. A pixel's coverage gains d times the share of the band right of the edge.
    private mutating func addRowSpan(row: Int, xa: Double, xb: Double, d: Double) {
        let lo = min(xa, xb), hi = max(xa, xb)
        let i0 = Int(lo.rounded(.down))
        let base = row * stride
        if hi <= Double(i0 + 1) {
            // The edge stays within one pixel column: the band right of it has mean width
            // i0 + 1 − midpoint in column i0, and full width in every later column.
            let inPixel = d * (Double(i0 + 1) - 0.5 * (xa + xb))
            cells[base + i0] += Float(inPixel)
            cells[base + i0 + 1] += Float(d - inPixel)
            return
        }
        // The edge crosses columns i0 ..< i1. Column i's coverage is G(i+1) − G(i), where
        // G(u) = d/(hi−lo) · (R(u−lo) − R(u−hi)), R(t) = max(t, 0)²/2, is the integral of the
        // band's width left of u. Cells hold first differences of coverage.
        let i1 = Int(hi.rounded(.up))
        let scale = d / (hi - lo)
        let lo0 = lo - Double(i0), hi0 = hi - Double(i0)
        @inline(__always) func g(_ k: Int) -> Double {   // G at u = i0 + k
            let u = Double(k)
            let a = max(u - lo0, 0), b = max(u - hi0, 0)
            return scale * 0.5 * (a * a - b * b)
        }
        var previousCoverage = 0.0
        var gPrev = g(0)
        let last = min(i1, width)
        var i = i0
        while i <= last {
            let coverage: Double
            if i == i1 {
                coverage = d
            } else {
                let gNext = g(i + 1 - i0)
                coverage = gNext - gPrev
                gPrev = gNext
            }
            cells[base + i] += Float(coverage - previousCoverage)
            previousCoverage = coverage
            i += 1
        }
    }

    /// Coverage of one row (running sums through the fill rule) into `out[0..<width]`;
    /// clears the row's cells.
    mutating func takeRow(_ row: Int, _ rule: FillRule, into out: UnsafeMutableBufferPointer<Float>) {
        let w = width, base = row * stride
        precondition(out.count >= w && row >= 0 && base + w + 2 <= cells.count, "a coverage row is read into a row as wide")
        cells.withUnsafeMutableBufferPointer { c in
            var sum: Float = 0
            for x in 0..<w {
                sum += c[base + x]
                c[base + x] = 0
                out[x] = rule.coverage(sum)
            }
            c[base + w] = 0; c[base + w + 1] = 0
        }
    }

    /// 8-bit coverage of one row into `out[0..<width]`; clears the row's cells.
    mutating func takeRow(_ row: Int, _ rule: FillRule, into out: UnsafeMutableBufferPointer<UInt8>) {
        let w = width, base = row * stride
        precondition(out.count >= w && row >= 0 && base + w + 2 <= cells.count, "a coverage row is read into a row as wide")
        cells.withUnsafeMutableBufferPointer { c in
            var sum: Float = 0
            var x = 0
            while x < w {
                let v = c[base + x]
                sum += v
                c[base + x] = 0
                out[x] = UInt8(truncatingIfNeeded: coverageByte(rule.coverage(sum)))
                x += 1
                // A run of untouched cells keeps the same coverage: fill it at once.
                if v == 0 {
                    var end = x
                    // Eight cells (32 bytes) at a time while all are +0.0 (cells base + end
                    // ..< base + end + 8, within the row's w cells).
                    let raw = UnsafeRawPointer(c.baseAddress! + base)
                    while end + 8 <= w {
                        let p = raw + end * 4
                        let any = p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                            | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                        if any != 0 { break }
                        end += 8
                    }
                    while end < w && c[base + end] == 0 { end += 1 }
                    if end > x {
                        UnsafeMutableBufferPointer(rebasing: out[x..<end]).update(repeating: out[x - 1])
                        x = end
                    }
                }
            }
            c[base + w] = 0; c[base + w + 1] = 0
        }
    }
}
