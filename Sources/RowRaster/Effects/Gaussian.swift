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

/// A discrete Gaussian for blurring pixel-area coverage.
///
/// Coverage values are pixel averages (a box filter of the shape); each tap is the Gaussian
/// integrated over one pixel, a second box. Two boxes add variance 1/12 beyond σ², so the
/// taps use σ' = √(σ² − 1/12) and the blurred mask matches the exact pixel-averaged Gaussian.
struct GaussianKernel {
    let sigma: Double
    /// Taps for offsets −radius … radius.
    let weights: [Float]
    let radius: Int

    /// How many σ the kernel reaches: the tail beyond is below 1/16 of an 8-bit level.
    static let reachInSigmas = 4.0

    init(sigma: Double) {
        self.sigma = sigma
        let effective = max(sigma * sigma - 1.0 / 12, 0.0025).squareRoot()
        radius = max(1, Int((GaussianKernel.reachInSigmas * sigma).rounded(.up)))
        var w = (-radius...radius).map { k -> Double in
            normalCDF((Double(k) + 0.5) / effective) - normalCDF((Double(k) - 0.5) / effective)
        }
        let total = w.reduce(0, +)
        w = w.map { $0 / total }
        weights = w.map { Float($0) }
    }

    /// Adds `sign`·(this Gaussian ∗ `mass`) into `out` (over `outRegion`). `mass` covers
    /// `region`, row-major. Separable: rows first (only nonzero pixels spread), then columns
    /// as row-by-row multiply-adds.
    func blur(mass: [Float], region: IntRect, sign: Float, into out: inout [Float], outRegion: IntRect) {
        guard !region.isEmpty else { return }
        let r = radius
        let tw = region.width + 2 * r              // intermediate: mass rows, widened by r each side
        var tmp = [Float](repeating: 0, count: tw * region.height)
        var rowHasMass = [Bool](repeating: false, count: region.height)
        weights.withUnsafeBufferPointer { w in
            mass.withUnsafeBufferPointer { m in
                tmp.withUnsafeMutableBufferPointer { t in
                    for y in 0..<region.height {
                        for x in 0..<region.width {
                            let v = m[y * region.width + x]
                            if v == 0 { continue }
                            rowHasMass[y] = true
                            let base = y * tw + x        // tap k lands at x + k + r
                            for k in 0..<(2 * r + 1) { t[base + k] += v * w[k] }
                        }
                    }
                }
            }
        }
        // Columns: output row yo gets Σ_ys w[yo − ys] · tmp[ys].
        let colX0 = max(region.x - r, outRegion.x), colX1 = min(region.maxX + r, outRegion.maxX)
        guard colX0 < colX1 else { return }
        let rowY0 = max(region.y - r, outRegion.y), rowY1 = min(region.maxY + r, outRegion.maxY)
        guard rowY0 < rowY1 else { return }
        let count = colX1 - colX0
        let tmpOffset = colX0 - (region.x - r)
        weights.withUnsafeBufferPointer { w in
            tmp.withUnsafeBufferPointer { t in
                out.withUnsafeMutableBufferPointer { o in
                    for yo in rowY0..<rowY1 {
                        let oBase = (yo - outRegion.y) * outRegion.width + (colX0 - outRegion.x)
                        let ysLo = max(region.y, yo - r), ysHi = min(region.maxY, yo + r + 1)
                        if ysLo >= ysHi { continue }
                        for ys in ysLo..<ysHi where rowHasMass[ys - region.y] {
                            let f = sign * w[yo - ys + r]
                            let tBase = (ys - region.y) * tw + tmpOffset
                            for i in 0..<count { o[oBase + i] += f * t[tBase + i] }
                        }
                    }
                }
            }
        }
    }
}
