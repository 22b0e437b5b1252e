/// Per-axis resampling weights: for each destination pixel, the source pixels that feed it
/// (normalised to sum 1) and how much of the destination pixel the image covers.
private struct AxisResampler {
    var first: Int = 0                 // first destination pixel
    var taps: [[(index: Int, weight: Float)]] = []
    var coverage: [Float] = []

    /// Maps source pixels 0 ..< source onto destination span [start, start + length).
    /// Shrinking averages the exact source area under each destination pixel (box filter);
    /// enlarging interpolates linearly between source pixel centres.
    init(source: Int, start: Double, length: Double, limit: Range<Int>) {
        let lo = max(limit.lowerBound, Int(start.rounded(.down)))
        let hi = min(limit.upperBound, Int((start + length).rounded(.up)))
        guard source > 0, length > 0, lo < hi else { return }
        first = lo
        let s = Double(source) / length          // source pixels per destination pixel
        for i in lo..<hi {
            let d0 = max(Double(i), start), d1 = min(Double(i + 1), start + length)
            coverage.append(Float(max(0, d1 - d0)))
            var row: [(Int, Float)] = []
            if s >= 1 {
                let u0 = (d0 - start) * s, u1 = (d1 - start) * s
                var j = Int(u0.rounded(.down))
                let total = u1 - u0
                while Double(j) < u1 && j < source {
                    let w = min(Double(j + 1), u1) - max(Double(j), u0)
                    if w > 0 && total > 0 { row.append((j, Float(w / total))) }
                    j += 1
                }
            } else {
                let u = ((d0 + d1) / 2 - start) * s - 0.5
                let j0 = Int(u.rounded(.down))
                let f = u - Double(j0)
                let a = min(max(j0, 0), source - 1), b = min(max(j0 + 1, 0), source - 1)
                row.append((a, Float(1 - f)))
                row.append((b, Float(f)))
            }
            taps.append(row)
        }
    }
}

extension Canvas {
    /// Draws `image` (premultiplied) into `rect` with source-over, scaled by `opacity`.
    /// Returns the pixels it touched.
    @discardableResult
    public mutating func draw(image: Canvas, in rect: Rect, opacity: Double = 1, clip: IntRect? = nil) -> IntRect {
        let area = (clip ?? bounds).intersection(bounds)
        let hx = AxisResampler(source: image.width, start: rect.x, length: rect.width, limit: area.x..<area.maxX)
        let hy = AxisResampler(source: image.height, start: rect.y, length: rect.height, limit: area.y..<area.maxY)
        guard !hx.taps.isEmpty, !hy.taps.isEmpty else { return .zero }
        let w = hx.taps.count, h = hy.taps.count
        let alpha = Float(opacity.clamped01)
        // Horizontal pass per needed source row (4 premultiplied channels as Float).
        var rowCache: [Int: [Float]] = [:]
        func horizontal(_ sy: Int) -> [Float] {
            if let r = rowCache[sy] { return r }
            var out = [Float](repeating: 0, count: w * 4)
            for (i, taps) in hx.taps.enumerated() {
                for (j, wt) in taps {
                    let p = Pixel(packed: image.storage[sy * image.width + j])
                    out[4 * i] += wt * Float(p.r); out[4 * i + 1] += wt * Float(p.g)
                    out[4 * i + 2] += wt * Float(p.b); out[4 * i + 3] += wt * Float(p.a)
                }
            }
            rowCache[sy] = out
            return out
        }
        for (yi, vtaps) in hy.taps.enumerated() {
            var acc = [Float](repeating: 0, count: w * 4)
            for (sy, wt) in vtaps {
                let row = horizontal(sy)
                for k in 0..<(w * 4) { acc[k] += wt * row[k] }
            }
            let y = hy.first + yi
            for i in 0..<w {
                let f = hx.coverage[i] * hy.coverage[yi] * alpha
                func ch(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v * f + 0.5))) }
                let a = ch(acc[4 * i + 3])   // keep colour ≤ alpha so the pixel stays premultiplied
                let s = min(ch(acc[4 * i]), a) | min(ch(acc[4 * i + 1]), a) << 8 | min(ch(acc[4 * i + 2]), a) << 16 | a << 24
                let x = hx.first + i
                storage[y * width + x] = sourceOverPacked(s, storage[y * width + x])
            }
        }
        return IntRect(x: hx.first, y: hy.first, width: w, height: h)
    }
}

extension Canvas {
    /// The canvas resampled to `width × height` by nearest neighbour: each destination pixel
    /// takes the source pixel under its centre, so an enlarged QR code or pixel art keeps its
    /// hard edges (`Image.interpolation(.none)`). Throws as `init(width:height:)` does for a size
    /// out of range, before allocating.
    public func nearestResampled(width: Int, height: Int) throws -> Canvas {
        var out = try Canvas(width: width, height: height)
        let columns = (0..<width).map { min(self.width - 1, (2 * $0 + 1) * self.width / (2 * width)) }
        for y in 0..<height {
            let row = min(self.height - 1, (2 * y + 1) * self.height / (2 * height)) * self.width
            for x in 0..<width { out.storage[y * width + x] = storage[row + columns[x]] }
        }
        return out
    }
}
