/// A Gaussian drop shadow: the shape's coverage, offset, blurred with σ and tinted.
public struct DropShadow: Sendable, Equatable {
    public var color: Color
    /// Gaussian standard deviation in pixels (see `ShadowConvention`).
    public var sigma: Double
    public var offset: Point
    public init(color: Color, sigma: Double, offset: Point) {
        self.color = color; self.sigma = sigma; self.offset = offset
    }
}

/// Computes shadow coverage masks: exact Gaussian blur of a path's coverage.
public enum ShadowMask {
    /// The blurred coverage of `path` (σ in pixels) over the pixels it reaches within `clip`.
    /// Rounded rectangles and circles take the analytic route; other paths are rasterized and
    /// blurred.
    public static func make(path: Path, fillRule: FillRule, sigma: Double, clip: IntRect,
                            analytic: Bool = true) -> CoverageMask {
        guard sigma > 0 else { return CoverageMask(path: path, fillRule: fillRule, clip: clip) }
        if analytic, case let .roundedRect(rect, radius, style)? = path.primitive {
            return roundedRect(rect, radius: radius, style: style, sigma: sigma, clip: clip)
        }
        let kernel = GaussianKernel(sigma: sigma)
        let shapeBounds = CoverageMask.bounds(of: path)
        let outRegion = shapeBounds.insetBy(-kernel.radius).intersection(clip)
        guard !outRegion.isEmpty else { return CoverageMask(region: .zero, values: []) }
        var out = [Float](repeating: 0, count: outRegion.width * outRegion.height)
        // Only mass within reach of the output matters.
        let source = shapeBounds.intersection(outRegion.insetBy(-kernel.radius))
        kernel.blur(mass: fineMass(path, fillRule, source, kernel.subdivisions), region: source, sign: 1, into: &out, outRegion: outRegion)
        return CoverageMask(region: outRegion, values: out)
    }

    /// Analytic shadow of a rounded rectangle. The sharp rectangle's blur is separable and
    /// exact: the product of two pixel-averaged erf differences. The corners are the rectangle
    /// minus small "cutout" masses (rectangle coverage − rounded-rectangle coverage near each
    /// corner), blurred discretely and subtracted.
    static func roundedRect(_ rect: Rect, radius: Double, style: CornerStyle, sigma: Double, clip: IntRect) -> CoverageMask {
        let kernel = GaussianKernel(sigma: sigma)
        let outRegion = rect.enclosingPixels.insetBy(-kernel.radius).intersection(clip)
        guard !outRegion.isEmpty, !rect.isEmpty else { return CoverageMask(region: .zero, values: []) }
        // Pixel-averaged 1-D profile: σ·[IΦ((p+½−a)/σ) − IΦ((p−½−a)/σ)] − (same for b).
        func profile(_ start: Int, _ count: Int, _ a: Double, _ b: Double) -> [Float] {
            (0..<count).map { i in
                let p = Double(start + i) + 0.5
                let ia = normalCDFIntegral((p + 0.5 - a) / sigma) - normalCDFIntegral((p - 0.5 - a) / sigma)
                let ib = normalCDFIntegral((p + 0.5 - b) / sigma) - normalCDFIntegral((p - 0.5 - b) / sigma)
                return Float(sigma * (ia - ib))
            }
        }
        let px = profile(outRegion.x, outRegion.width, rect.minX, rect.maxX)
        let py = profile(outRegion.y, outRegion.height, rect.minY, rect.maxY)
        var out = [Float](repeating: 0, count: outRegion.width * outRegion.height)
        out.withUnsafeMutableBufferPointer { o in
            for y in 0..<outRegion.height {
                let fy = py[y]
                for x in 0..<outRegion.width { o[y * outRegion.width + x] = fy * px[x] }
            }
        }
        let r = Path.clampedRadius(radius, in: rect, style: style)
        if r > 0 {
            let rounded = Path(roundedRect: rect, radius: r, style: style)
            let sharp = Path(rect: rect)
            let e = r * style.extent
            // Corner boxes, split at the middle pixel column and row so no pixel's mass is
            // counted twice when boxes meet.
            let midX = Int(rect.midX.rounded(.down)), midY = Int(rect.midY.rounded(.down))
            let all = rect.enclosingPixels
            let left = IntRect(x: all.x, y: all.y, width: midX - all.x, height: all.height)
            let right = IntRect(x: midX, y: all.y, width: all.maxX - midX, height: all.height)
            let top = IntRect(x: all.x, y: all.y, width: all.width, height: midY - all.y)
            let bottom = IntRect(x: all.x, y: midY, width: all.width, height: all.maxY - midY)
            let boxes = [
                Rect(x: rect.minX, y: rect.minY, width: e, height: e).enclosingPixels.intersection(left).intersection(top),
                Rect(x: rect.maxX - e, y: rect.minY, width: e, height: e).enclosingPixels.intersection(right).intersection(top),
                Rect(x: rect.minX, y: rect.maxY - e, width: e, height: e).enclosingPixels.intersection(left).intersection(bottom),
                Rect(x: rect.maxX - e, y: rect.maxY - e, width: e, height: e).enclosingPixels.intersection(right).intersection(bottom),
            ]
            for box in boxes where !box.isEmpty {
                let full = fineMass(sharp, .nonZero, box, kernel.subdivisions)
                let round = fineMass(rounded, .nonZero, box, kernel.subdivisions)
                let cutout = zip(full, round).map { max(0, $0 - $1) }
                kernel.blur(mass: cutout, region: box, sign: -1, into: &out, outRegion: outRegion)
            }
        }
        return CoverageMask(region: outRegion, values: out)
    }

    /// Coverage of `path` on cells of 1/k pixel over `region` (k·w × k·h values, row-major).
    static func fineMass(_ path: Path, _ rule: FillRule, _ region: IntRect, _ k: Int) -> [Float] {
        let scaled = k == 1 ? path : path.transformed(by: .scale(Double(k), Double(k)))
        let fine = IntRect(x: region.x * k, y: region.y * k, width: region.width * k, height: region.height * k)
        let mask = CoverageMask(path: scaled, fillRule: rule, clip: fine)
        if mask.region == fine { return mask.values }
        var out = [Float](repeating: 0, count: fine.width * fine.height)
        let m = mask.region
        for y in 0..<m.height {
            for x in 0..<m.width {
                out[(m.y - fine.y + y) * fine.width + (m.x - fine.x + x)] = mask.values[y * m.width + x]
            }
        }
        return out
    }
}
