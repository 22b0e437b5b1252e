#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one convention that maps SwiftUI's `.shadow(radius:)` to a Gaussian: σ = radius
/// (CALayer.shadowRadius semantics), in points; multiply by the display scale
/// for pixels.
public enum ShadowConvention {
    /// σ in points per point of SwiftUI shadow radius.
    public static let sigmaPerRadius = 1.0
    /// The Gaussian σ in pixels for a SwiftUI shadow radius at a display scale.
    public static func sigma(radius: Double, scale: Double) -> Double { radius * sigmaPerRadius * scale }
}

/// The standard normal CDF.
@inline(__always) func normalCDF(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }

/// An antiderivative of the standard normal CDF: ∫Φ = tΦ(t) + φ(t).
@inline(__always) func normalCDFIntegral(_ t: Double) -> Double {
    t * normalCDF(t) + exp(-0.5 * t * t) / (2 * Double.pi).squareRoot()
}

/// IΦ(t), short-cut where it is t or 0 to double precision (|t| > 9: the tail is < 1e-19).
@inline(__always) func saturatedNormalCDFIntegral(_ t: Double) -> Double {
    t > 9 ? t : (t < -9 ? 0 : normalCDFIntegral(t))
}

/// A discrete Gaussian for blurring coverage masks into pixel-averaged shadow values.
///
/// The mask is taken on a grid of square cells — 1/k pixel for small σ, h whole pixels for
/// large σ — each cell's coverage spread uniformly over the cell. The weight from a cell of
/// width w starting at b to output pixel p is then the exact double integral of the Gaussian
/// over cell × pixel, σ·[IΦ((a+1)/σ) − IΦ((a+1−w)/σ) − IΦ(a/σ) + IΦ((a−w)/σ)] per axis with
/// a = p − b (IΦ = ∫Φ). Full cells are exact; a partial cell misplaces its mass by less than
/// w/2, an error of second order in w/σ, so cell widths follow from the error allowed
/// (see `grid(for:tolerance:)`).
struct GaussianKernel {
    let sigma: Double
    /// Cells per pixel along each axis (k ≥ 1).
    let cellsPerPixel: Int
    /// Pixels per cell along each axis (h ≥ 1; h > 1 only when k = 1).
    let pixelsPerCell: Int
    /// Output pixels reached on each side of a cell.
    let radius: Int
    /// weights[phase][d]: from the cell at pixel q + phase/k to output pixel q − radius + d.
    let weights: [[Float]]

    /// How many σ the kernel reaches: the tail beyond is below 1/16 of an 8-bit level.
    static let reachInSigmas = 4.0

    /// Measured worst coverage error of blurring on cells h pixels wide, in 1/255 per
    /// (h/σ)² (rounded-rect edges against the exact Gaussian; ShadowAccuracyTests).
    static let cellErrorPerRatioSquared = 17.0 / 255

    /// The cell grid for a σ and a coverage tolerance: finer cells for small blurs, where a
    /// cell's mass position matters; cells as wide as the tolerance allows for wide blurs, so
    /// the work does not grow with σ. A faint shadow tolerates coarser cells: its coverage
    /// error is multiplied by its alpha.
    static func grid(for sigma: Double, tolerance: Double) -> (cellsPerPixel: Int, pixelsPerCell: Int) {
        let ratio = min(1, (tolerance / cellErrorPerRatioSquared).squareRoot())
        let width = ratio * sigma
        if width >= 2 { return (1, Int(min(width, 1_048_576))) }
        return (sigma >= 4 ? 1 : (sigma >= 2 ? 2 : (sigma >= 1 ? 4 : 8)), 1)
    }

    /// The coverage tolerance that keeps a shadow of this alpha within half an 8-bit level.
    static func tolerance(forAlpha alpha: Double) -> Double { 0.5 / 255 / max(alpha, 1.0 / 255) }

    /// `shift` (0 ≤ shift < 1 pixel) moves every cell's mass that far towards higher
    /// coordinates: the blur of a raster moved by a fraction of a pixel, exactly.
    init(sigma: Double, tolerance: Double = GaussianKernel.tolerance(forAlpha: 1), cellsPerPixel: Int? = nil, pixelsPerCell: Int? = nil,
         shift: Double = 0) {
        self.sigma = sigma
        let grid = GaussianKernel.grid(for: sigma, tolerance: tolerance)
        let k = cellsPerPixel ?? grid.cellsPerPixel
        let h = pixelsPerCell ?? (cellsPerPixel == nil ? grid.pixelsPerCell : 1)
        self.cellsPerPixel = k
        self.pixelsPerCell = h
        let r = max(1, Int((GaussianKernel.reachInSigmas * sigma).rounded(.up))) + 1
        radius = r
        let w = Double(h) / Double(k)
        weights = (0..<k).map { phase in
            (0..<(2 * r + h)).map { d -> Float in
                let a = Double(d - r) - Double(phase) / Double(k) - shift
                return Float(sigma * (normalCDFIntegral((a + 1) / sigma) - normalCDFIntegral((a + 1 - w) / sigma)
                                    - normalCDFIntegral(a / sigma) + normalCDFIntegral((a - w) / sigma)))
            }
        }
    }

    /// The cells (in grid units) that cover `pixels`.
    func cells(covering pixels: IntRect) -> IntRect {
        let k = cellsPerPixel, h = pixelsPerCell
        if h == 1 { return IntRect(x: pixels.x * k, y: pixels.y * k, width: pixels.width * k, height: pixels.height * k) }
        func down(_ v: Int) -> Int { v >= 0 ? v / h : -((-v + h - 1) / h) }
        let x0 = down(pixels.x), y0 = down(pixels.y)
        return IntRect(x: x0, y: y0, width: down(pixels.maxX + h - 1) - x0, height: down(pixels.maxY + h - 1) - y0)
    }

    /// The pixels that cells `cells` (in grid units) touch.
    func pixels(covering cells: IntRect) -> IntRect {
        guard !cells.isEmpty else { return .zero }
        let x0 = origin(ofCell: cells.x).pixel, y0 = origin(ofCell: cells.y).pixel
        let x1 = origin(ofCell: cells.maxX - 1).pixel + pixelsPerCell, y1 = origin(ofCell: cells.maxY - 1).pixel + pixelsPerCell
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixel where cell `c` (along one axis) starts, and its phase within that pixel.
    @inline(__always) private func origin(ofCell c: Int) -> (pixel: Int, phase: Int) {
        let k = cellsPerPixel
        if k == 1 { return (c * pixelsPerCell, 0) }
        let p = c >= 0 ? c / k : -((-c + k - 1) / k)
        return (p, c - p * k)
    }

    /// Coverage of `path` on the cells `cells` (row-major).
    func coverage(of path: Path, _ rule: FillRule, cells: IntRect) -> [Float] {
        var accumulator = CoverageAccumulator()
        return coverage(of: path, rule, cells: cells, accumulator: &accumulator)
    }

    /// `coverage(of:_:cells:)` through a caller's accumulator (its cells are reused).
    func coverage(of path: Path, _ rule: FillRule, cells: IntRect, accumulator: inout CoverageAccumulator) -> [Float] {
        let s = Double(cellsPerPixel) / Double(pixelsPerCell)
        let scaled = s == 1 ? path : path.transformed(by: .scale(s, s))
        let mask = CoverageMask(path: scaled, fillRule: rule, clip: cells, accumulator: &accumulator)
        if mask.region == cells { return mask.values }
        var out = [Float](repeating: 0, count: cells.width * cells.height)
        let m = mask.region
        for y in 0..<m.height {
            for x in 0..<m.width {
                out[(m.y - cells.y + y) * cells.width + (m.x - cells.x + x)] = mask.values[y * m.width + x]
            }
        }
        return out
    }

    /// Adds `sign`·(this Gaussian ∗ `mass`) into `out` (over `outRegion`). `mass` holds
    /// coverage on the grid cells `cells` (row-major). Separable: cells spread along rows into
    /// the output columns, then cell rows spread into output rows as row-by-row multiply-adds;
    /// `vertical` (same σ and grid, another shift) takes the second pass when given. Pixels a
    /// composite over `outRegion` would skip for `unused` are left unwritten.
    func blur(mass: [Float], cells: IntRect, sign: Float, into out: inout [Float], outRegion: IntRect,
              vertical: GaussianKernel? = nil, unused: Occluder = .none) {
        precondition(mass.count == cells.area && out.count == outRegion.area, "a blur's buffers must cover their regions exactly")
        precondition(vertical.map { $0.pixelsPerCell == pixelsPerCell && $0.cellsPerPixel == cellsPerPixel && $0.radius == radius } ?? true,
                     "a blur's vertical pass must use the same grid")
        guard !cells.isEmpty, !outRegion.isEmpty else { return }
        // Bounds: a cell at pixel q reaches taps q − r ..< q − r + taps; d0 ..< d1 and y0 ..< y1
        // keep those taps within `reach` ⊂ `outRegion`, whose rows `tmp` and `out` hold.
        let r = radius, taps = 2 * r + pixelsPerCell
        let reach = pixels(covering: cells).insetBy(-r).intersection(outRegion)
        let colX0 = reach.x, colX1 = reach.maxX, rowY0 = reach.y, rowY1 = reach.maxY
        guard colX0 < colX1, rowY0 < rowY1 else { return }
        let count = colX1 - colX0
        var tmp = [Float](repeating: 0, count: count * cells.height)
        var rowHasMass = [Bool](repeating: false, count: cells.height)
        let columnOrigins = (cells.x..<cells.maxX).map(origin(ofCell:))
        mass.withUnsafeBufferPointer { m in
            tmp.withUnsafeMutableBufferPointer { t in
                for cy in 0..<cells.height {
                    for cx in 0..<cells.width {
                        let v = m[cy * cells.width + cx]
                        if v == 0 { continue }
                        let (q, phase) = columnOrigins[cx]
                        let d0 = max(0, colX0 - (q - r)), d1 = min(taps, colX1 - (q - r))
                        guard d0 < d1 else { continue }
                        rowHasMass[cy] = true
                        weights[phase].withUnsafeBufferPointer { w in
                            let dst = t.baseAddress! + (cy * count + (q - r - colX0))   // tap d lands at column q − r + d
                            let src = w.baseAddress!
                            for d in d0..<d1 { dst[d] += v * src[d] }
                        }
                    }
                }
            }
        }
        tmp.withUnsafeBufferPointer { t in
            out.withUnsafeMutableBufferPointer { o in
                let down = vertical ?? self
                for cy in 0..<cells.height where rowHasMass[cy] {
                    let (q, phase) = origin(ofCell: cells.y + cy)
                    let w = down.weights[phase]
                    let src = t.baseAddress! + cy * count
                    let y0 = max(rowY0, q - r), y1 = min(rowY1, q - r + taps)
                    guard y0 < y1 else { continue }
                    for yo in y0..<y1 {
                        let f = sign * w[yo - q + r]
                        let dst = o.baseAddress! + ((yo - outRegion.y) * outRegion.width + (colX0 - outRegion.x))
                        // The skipped span, from outRegion's columns to this row's.
                        let skip = unused.skip(row: yo, x0: outRegion.x, x1: outRegion.maxX)
                        let shift = outRegion.x - colX0
                        let lo = skip.isEmpty ? count : min(count, max(0, skip.lowerBound + shift))
                        let hi = skip.isEmpty ? count : min(count, max(lo, skip.upperBound + shift))
                        for i in 0..<lo { dst[i] += f * src[i] }
                        for i in hi..<count { dst[i] += f * src[i] }
                    }
                }
            }
        }
    }
}
