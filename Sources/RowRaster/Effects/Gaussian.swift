#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one convention that maps SwiftUI's `.shadow(radius:)` to a Gaussian: σ = radius
/// (CALayer.shadowRadius semantics, REFERENCE §2), in points; multiply by the display scale
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
/// The mask is taken on cells of 1/k pixel (k = `subdivisions`), each cell's coverage spread
/// uniformly over the cell. The weight from a cell to an output pixel is then the exact
/// double integral of the Gaussian over cell × pixel, σ·[IΦ((a+1−b)/σ) − IΦ((a+1−b−h)/σ) −
/// IΦ((a−b)/σ) + IΦ((a−b−h)/σ)] per axis (IΦ = ∫Φ). Pixel-aligned edges are exact; partial
/// cells misplace at most h/2 of their mass, so small σ takes finer cells.
struct GaussianKernel {
    let sigma: Double
    /// Cells per pixel along each axis.
    let subdivisions: Int
    /// Output pixels reached on each side of the source pixel.
    let radius: Int
    /// weights[phase][p − q + radius]: from the cell at q + phase/k to output pixel p.
    let weights: [[Float]]

    /// How many σ the kernel reaches: the tail beyond is below 1/16 of an 8-bit level.
    static let reachInSigmas = 4.0

    /// Sub-pixel cells for a σ: finer for small blurs, where a cell's mass position matters.
    static func subdivisions(for sigma: Double) -> Int {
        sigma >= 4 ? 1 : (sigma >= 2 ? 2 : (sigma >= 1 ? 4 : 8))
    }

    init(sigma: Double, subdivisions: Int? = nil) {
        self.sigma = sigma
        let k = subdivisions ?? GaussianKernel.subdivisions(for: sigma)
        self.subdivisions = k
        let r = max(1, Int((GaussianKernel.reachInSigmas * sigma).rounded(.up))) + 1
        radius = r
        let h = 1 / Double(k)
        weights = (0..<k).map { phase in
            let b0 = Double(phase) * h
            return (-r...r).map { d -> Float in
                let a = Double(d) - b0          // output pixel start relative to the cell start
                let w = sigma * (normalCDFIntegral((a + 1) / sigma) - normalCDFIntegral((a + 1 - h) / sigma)
                               - normalCDFIntegral(a / sigma) + normalCDFIntegral((a - h) / sigma))
                return Float(w)
            }
        }
    }

    /// Adds `sign`·(this Gaussian ∗ `mass`) into `out` (over `outRegion`). `mass` holds
    /// coverage on cells of 1/k pixel over `region` (k·width × k·height, row-major).
    /// Separable: cells spread along rows into output columns, then fine rows spread into
    /// output rows as row-by-row multiply-adds.
    func blur(mass: [Float], region: IntRect, sign: Float, into out: inout [Float], outRegion: IntRect) {
        guard !region.isEmpty else { return }
        let k = subdivisions, r = radius, taps = 2 * r + 1
        let fineW = region.width * k, fineH = region.height * k
        let tw = region.width + 2 * r                 // output columns region.x − r ..< region.maxX + r
        var tmp = [Float](repeating: 0, count: tw * fineH)
        var rowHasMass = [Bool](repeating: false, count: fineH)
        mass.withUnsafeBufferPointer { m in
            tmp.withUnsafeMutableBufferPointer { t in
                for fy in 0..<fineH {
                    for fx in 0..<fineW {
                        let v = m[fy * fineW + fx]
                        if v == 0 { continue }
                        rowHasMass[fy] = true
                        let q = fx / k
                        weights[fx - q * k].withUnsafeBufferPointer { w in
                            let dst = t.baseAddress! + (fy * tw + q)   // tap d lands at column q + d
                            let src = w.baseAddress!
                            for d in 0..<taps { dst[d] += v * src[d] }
                        }
                    }
                }
            }
        }
        let colX0 = max(region.x - r, outRegion.x), colX1 = min(region.maxX + r, outRegion.maxX)
        let rowY0 = max(region.y - r, outRegion.y), rowY1 = min(region.maxY + r, outRegion.maxY)
        guard colX0 < colX1, rowY0 < rowY1 else { return }
        let count = colX1 - colX0
        let tmpOffset = colX0 - (region.x - r)
        tmp.withUnsafeBufferPointer { t in
            out.withUnsafeMutableBufferPointer { o in
                for fy in 0..<fineH where rowHasMass[fy] {
                    let q = fy / k
                    let w = weights[fy - q * k]
                    let src = t.baseAddress! + (fy * tw + tmpOffset)
                    let sy = region.y + q
                    for yo in max(rowY0, sy - r)..<min(rowY1, sy + r + 1) {
                        let f = sign * w[yo - sy + r]
                        let dst = o.baseAddress! + ((yo - outRegion.y) * outRegion.width + (colX0 - outRegion.x))
                        for i in 0..<count { dst[i] += f * src[i] }
                    }
                }
            }
        }
    }
}
