import Foundation

extension Canvas {
    /// Blurs the premultiplied pixels of `area` with a Gaussian of standard deviation `sigma`
    /// (pixels), sampled at whole-pixel offsets out to 3σ and normalized; pixels outside `area`
    /// count as transparent (a layer is transparent where it did not draw). Returns the region
    /// written: `area` grown by 3σ, within the canvas.
    mutating func gaussianBlur(sigma: Double, in area: IntRect) -> IntRect {
        let area = area.intersection(bounds)
        guard sigma >= 0.05, sigma.isFinite, !area.isEmpty else { return area }
        let r = Int((3 * sigma).rounded(.up))
        let out = area.insetBy(-r).intersection(bounds)
        let raw = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        let kernel = raw.map { Float($0 / total) }
        let w = out.width, canvasWidth = width
        // Rows of `area` spread along x into the columns of `out` (zero pixels skipped)…
        var rows = [Float](repeating: 0, count: area.height * w * 4)
        storage.withUnsafeBufferPointer { px in
            rows.withUnsafeMutableBufferPointer { t in
                for y in area.y..<area.maxY {
                    let row = (y - area.y) * w
                    for x in area.x..<area.maxX {
                        let p = px[y * canvasWidth + x]
                        if p == 0 { continue }
                        let c = (Float(p & 0xFF), Float(p >> 8 & 0xFF), Float(p >> 16 & 0xFF), Float(p >> 24))
                        let k0 = max(-r, out.x - x), k1 = min(r, out.maxX - 1 - x)
                        for k in k0...k1 {
                            let f = kernel[k + r], i = (row + x + k - out.x) * 4
                            t[i] += f * c.0; t[i + 1] += f * c.1; t[i + 2] += f * c.2; t[i + 3] += f * c.3
                        }
                    }
                }
            }
        }
        // …then along y into the rows of `out`.
        var result = [Float](repeating: 0, count: out.height * w * 4)
        rows.withUnsafeBufferPointer { t in
            result.withUnsafeMutableBufferPointer { o in
                for y in area.y..<area.maxY {
                    let src = (y - area.y) * w * 4
                    let k0 = max(-r, out.y - y), k1 = min(r, out.maxY - 1 - y)
                    for k in k0...k1 {
                        let f = kernel[k + r], dst = (y + k - out.y) * w * 4
                        for i in 0..<(w * 4) { o[dst + i] += f * t[src + i] }
                    }
                }
            }
        }
        storage.withUnsafeMutableBufferPointer { px in
            for y in out.y..<out.maxY {
                for x in out.x..<out.maxX {
                    let i = ((y - out.y) * w + (x - out.x)) * 4
                    let a = UInt32(min(255, max(0, result[i + 3].rounded())))
                    func channel(_ v: Float) -> UInt32 { min(a, UInt32(min(255, max(0, v.rounded())))) }
                    px[y * canvasWidth + x] = channel(result[i]) | channel(result[i + 1]) << 8 | channel(result[i + 2]) << 16 | a << 24
                }
            }
        }
        return out
    }
}
