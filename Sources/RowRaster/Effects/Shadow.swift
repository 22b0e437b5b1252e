/// A Gaussian drop shadow: the shape's coverage, offset, blurred with σ and tinted.
public struct DropShadow: Sendable, Equatable {
    public var color: RGBA
    /// Gaussian standard deviation in pixels (see `ShadowConvention`).
    public var sigma: Double
    public var offset: Point
    /// The largest σ a renderer accepts (a blur far wider than any canvas).
    public static let maxSigma = 1000.0
    public init(color: RGBA, sigma: Double, offset: Point) {
        self.color = color; self.sigma = sigma; self.offset = offset
    }
}

/// Computes shadow coverage masks: exact Gaussian blur of a path's coverage.
public enum ShadowMask {
    /// The blurred coverage of `path` (σ in pixels) over the pixels it reaches within `clip`,
    /// within 1/255 of the exact Gaussian — or, for a shadow of color alpha `alpha`, within
    /// half an 8-bit level once multiplied by that alpha. Rounded rectangles and circles take
    /// the analytic route; other paths are rasterized and blurred.
    public static func make(path: Path, fillRule: FillRule, sigma: Double, clip: IntRect,
                            analytic: Bool = true, alpha: Double = 1) -> CoverageMask {
        var accumulator = CoverageAccumulator()
        return make(path: path, fillRule: fillRule, sigma: sigma, clip: clip, analytic: analytic, alpha: alpha, accumulator: &accumulator)
    }

    /// `make`, rasterizing through a caller's accumulator (its cells are reused).
    static func make(path: Path, fillRule: FillRule, sigma: Double, clip: IntRect, analytic: Bool = true, alpha: Double = 1,
                     accumulator: inout CoverageAccumulator) -> CoverageMask {
        guard sigma > 0 else { return CoverageMask(path: path, fillRule: fillRule, clip: clip, accumulator: &accumulator) }
        let tolerance = GaussianKernel.tolerance(forAlpha: alpha)
        if analytic, case let .roundedRect(rect, radius, style)? = path.primitive {
            return roundedRect(rect, radius: radius, style: style, sigma: sigma, clip: clip, tolerance: tolerance)
        }
        let kernel = GaussianKernel(sigma: sigma, tolerance: tolerance)
        let shapeBounds = CoverageMask.bounds(of: path)
        let outRegion = shapeBounds.insetBy(-kernel.radius).intersection(clip)
        guard !outRegion.isEmpty else { return CoverageMask(region: .zero, values: []) }
        var out = [Float](repeating: 0, count: outRegion.width * outRegion.height)
        // Only mass within reach of the output matters.
        let source = kernel.cells(covering: shapeBounds).intersection(kernel.cells(covering: outRegion.insetBy(-kernel.radius)))
        kernel.blur(mass: kernel.coverage(of: path, fillRule, cells: source, accumulator: &accumulator), cells: source, sign: 1,
                    into: &out, outRegion: outRegion)
        return CoverageMask(region: outRegion, values: out)
    }

    /// Analytic shadow of a rounded rectangle as a mask (see `AnalyticShadow`).
    static func roundedRect(_ rect: Rect, radius: Double, style: CornerStyle, sigma: Double, clip: IntRect,
                            tolerance: Double) -> CoverageMask {
        let shadow = AnalyticShadow(rect: rect, radius: radius, style: style, sigma: sigma, clip: clip, tolerance: tolerance)
        let region = shadow.region
        var values = [Float](repeating: 0, count: region.width * region.height)
        values.withUnsafeMutableBufferPointer { v in
            for y in region.y..<region.maxY {
                shadow.row(y, skip: 0..<0, into: UnsafeMutableBufferPointer(rebasing: v[((y - region.y) * region.width)...].prefix(region.width)))
            }
        }
        return CoverageMask(region: region, values: values)
    }
}

/// The shadow of a rounded rectangle, computed analytically. The sharp rectangle's blur is
/// separable and exact: the product of two pixel-averaged erf differences. Near each corner
/// the rounded shape lacks a small "cutout" (rectangle coverage − rounded-rectangle coverage);
/// its blur is computed discretely on a small grid and subtracted.
struct AnalyticShadow {
    /// The pixels the shadow reaches (within the clip).
    let region: IntRect
    private let columns: [Float]     // horizontal profile over region columns
    private let rows: [Float]        // vertical profile over region rows
    private let corners: [CoverageMask]

    init(rect: Rect, radius: Double, style: CornerStyle, sigma: Double, clip: IntRect,
         tolerance: Double = GaussianKernel.tolerance(forAlpha: 1)) {
        var accumulator = CoverageAccumulator()
        self.init(rect: rect, radius: radius, style: style, sigma: sigma, clip: clip, tolerance: tolerance, accumulator: &accumulator)
    }

    /// Rasterizes the corner cutouts through a caller's accumulator (its cells are reused).
    init(rect: Rect, radius: Double, style: CornerStyle, sigma: Double, clip: IntRect, tolerance: Double,
         accumulator: inout CoverageAccumulator) {
        let kernel = GaussianKernel(sigma: sigma, tolerance: tolerance)
        let pixels = rect.enclosingPixels          // empty when not finite
        let outRegion = pixels.isEmpty ? .zero : pixels.insetBy(-kernel.radius).intersection(clip)
        region = outRegion
        guard !outRegion.isEmpty else { columns = []; rows = []; corners = []; return }
        // Pixel-averaged 1-D profile: σ·[IΦ((p+1−a)/σ) − IΦ((p−a)/σ)] − (same for b), with
        // IΦ evaluated once per pixel boundary.
        func profile(_ start: Int, _ count: Int, _ a: Double, _ b: Double) -> [Float] {
            let ja = (0...count).map { saturatedNormalCDFIntegral((Double(start + $0) - a) / sigma) }
            let jb = (0...count).map { saturatedNormalCDFIntegral((Double(start + $0) - b) / sigma) }
            return (0..<count).map { i in Float(sigma * ((ja[i + 1] - ja[i]) - (jb[i + 1] - jb[i]))) }
        }
        columns = profile(outRegion.x, outRegion.width, rect.minX, rect.maxX)
        rows = profile(outRegion.y, outRegion.height, rect.minY, rect.maxY)
        var corners: [CoverageMask] = []
        let r = Path.clampedRadius(radius, in: rect, style: style)
        if r > 0 {
            let rounded = Path(roundedRect: rect, radius: r, style: style)
            let sharp = Path(rect: rect)
            let e = r * style.extent
            // Corner boxes on the kernel's cell grid, split at the middle cell column and row
            // so no cell's mass is counted twice when boxes meet.
            let all = kernel.cells(covering: rect.enclosingPixels)
            let mid = kernel.cells(covering: IntRect(x: Int(rect.midX.rounded(.down)), y: Int(rect.midY.rounded(.down)), width: 1, height: 1))
            let left = IntRect(x: all.x, y: all.y, width: mid.x - all.x, height: all.height)
            let right = IntRect(x: mid.x, y: all.y, width: all.maxX - mid.x, height: all.height)
            let top = IntRect(x: all.x, y: all.y, width: all.width, height: mid.y - all.y)
            let bottom = IntRect(x: all.x, y: mid.y, width: all.width, height: all.maxY - mid.y)
            func cells(_ x: Double, _ y: Double) -> IntRect { kernel.cells(covering: Rect(x: x, y: y, width: e, height: e).enclosingPixels) }
            let boxes = [
                cells(rect.minX, rect.minY).intersection(left).intersection(top),
                cells(rect.maxX - e, rect.minY).intersection(right).intersection(top),
                cells(rect.minX, rect.maxY - e).intersection(left).intersection(bottom),
                cells(rect.maxX - e, rect.maxY - e).intersection(right).intersection(bottom),
            ]
            // Only cutout mass within the kernel's reach of the output matters.
            let source = kernel.cells(covering: outRegion.insetBy(-kernel.radius))
            for box in boxes.map({ $0.intersection(source) }) where !box.isEmpty {
                let reach = kernel.pixels(covering: box).insetBy(-kernel.radius).intersection(outRegion)
                guard !reach.isEmpty else { continue }
                let full = kernel.coverage(of: sharp, .nonZero, cells: box, accumulator: &accumulator)
                let round = kernel.coverage(of: rounded, .nonZero, cells: box, accumulator: &accumulator)
                let cutout = zip(full, round).map { max(0, $0 - $1) }
                var blurred = [Float](repeating: 0, count: reach.width * reach.height)
                kernel.blur(mass: cutout, cells: box, sign: 1, into: &blurred, outRegion: reach)
                corners.append(CoverageMask(region: reach, values: blurred))
            }
        }
        self.corners = corners
    }

    /// Coverage of row `y` as floats for pixels region.x ..< region.maxX, skipping the local
    /// range `skip` (within 0 ... region.width).
    func row(_ y: Int, skip: Range<Int>, into out: UnsafeMutableBufferPointer<Float>) {
        precondition(y >= region.y && y < region.maxY && out.count >= region.width && skip.upperBound <= region.width,
                     "a shadow row is one of its region's, written into a row as wide")
        let fy = rows[y - region.y]
        let (lo, hi) = skip.isEmpty ? (region.width, region.width) : (skip.lowerBound, skip.upperBound)
        columns.withUnsafeBufferPointer { c in
            for i in 0..<lo { out[i] = fy * c[i] }
            for i in hi..<region.width { out[i] = fy * c[i] }
        }
        // Each corner's region lies within `region` (its reach was intersected with it).
        for corner in corners where y >= corner.region.y && y < corner.region.maxY {
            let m = corner.region
            corner.values.withUnsafeBufferPointer { v in
                let src = v[((y - m.y) * m.width)...].prefix(m.width)
                let a = m.x - region.x, b = m.maxX - region.x
                let leftEnd = min(b, lo), rightStart = max(a, hi)
                if a < leftEnd { for i in a..<leftEnd { out[i] -= src[src.startIndex + i - a] } }
                if rightStart < b { for i in rightStart..<b { out[i] -= src[src.startIndex + i - a] } }
            }
        }
    }

    /// 8-bit coverage of row `y` (see `row(_:skip:into:)`), through a float row buffer.
    func row(_ y: Int, skip: Range<Int>, into out: UnsafeMutableBufferPointer<UInt8>, floats: UnsafeMutableBufferPointer<Float>) {
        row(y, skip: skip, into: floats)
        let (lo, hi) = skip.isEmpty ? (region.width, region.width) : (skip.lowerBound, skip.upperBound)
        for i in 0..<lo { out[i] = UInt8(truncatingIfNeeded: coverageByte(floats[i])) }
        for i in hi..<region.width { out[i] = UInt8(truncatingIfNeeded: coverageByte(floats[i])) }
    }
}
