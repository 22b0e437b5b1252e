/// Converts coverage in 0…1 to an 8-bit factor (rounded, clamped).
@inline(__always) func coverageByte(_ v: Float) -> UInt32 {
    let c = v * 255 + 0.5
    return c <= 0 ? 0 : (c >= 255 ? 255 : UInt32(c))
}

extension Canvas {
    /// Paints `paint` through per-pixel coverage `values` over `region`, combining with `blend`.
    /// Only pixels inside `clip` (and the canvas) change.
    mutating func composite(values: [Float], region: IntRect, paint: Paint, blend: BlendMode, clip: IntRect) {
        let area = region.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let shader = Shader(paint)
        let width = self.width
        var row = [UInt32](repeating: 0, count: area.width)
        // For a solid paint, the source scaled by every coverage value, computed once.
        var scaledSolid = [UInt32](repeating: 0, count: 256)
        if let c = shader.solidColor {
            for f in 0..<256 { scaledSolid[f] = scalePacked(c, UInt32(f)) }
        }
        let solid = shader.solidColor != nil
        storage.withUnsafeMutableBufferPointer { dst in
            values.withUnsafeBufferPointer { cov in
                row.withUnsafeMutableBufferPointer { src in
                    scaledSolid.withUnsafeBufferPointer { table in
                        for y in area.y..<area.maxY {
                            let covBase = (y - region.y) * region.width + (area.x - region.x)
                            let dstBase = y * width + area.x
                            if !solid { shader.shade(row: y, x0: area.x, count: area.width, into: src.baseAddress!) }
                            for i in 0..<area.width {
                                let f = coverageByte(cov[covBase + i])
                                if f == 0 { continue }
                                let s = solid ? table[Int(f)] : (f == 255 ? src[i] : scalePacked(src[i], f))
                                dst[dstBase + i] = blend.blend(s, dst[dstBase + i])
                            }
                        }
                    }
                }
            }
        }
    }

    /// Fills `path` with `paint`.
    public mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule = .nonZero,
                              blend: BlendMode = .sourceOver, clip: IntRect? = nil) {
        let clipRect = (clip ?? bounds).intersection(bounds)
        let mask = CoverageMask(path: path, fillRule: fillRule, clip: clipRect)
        composite(values: mask.values, region: mask.region, paint: paint, blend: blend, clip: clipRect)
    }

    /// Composites `layer` (same size) onto this canvas within `area`, scaled by `opacity`
    /// and, when given, by the clip coverage `mask`.
    mutating func composite(layer: Canvas, area: IntRect, opacity: Double, blend: BlendMode, mask: CoverageMask?) {
        let area = area.intersection(bounds).intersection(mask?.region ?? bounds)
        guard !area.isEmpty else { return }
        let alpha = UInt32((opacity.clamped01 * 255).rounded())
        guard alpha > 0 else { return }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { dst in
            layer.storage.withUnsafeBufferPointer { src in
                for y in area.y..<area.maxY {
                    for x in area.x..<area.maxX {
                        var s = src[y * width + x]
                        if s == 0 { continue }
                        var f = alpha
                        if let m = mask { f = mul255(f, coverageByte(m.values[(y - m.region.y) * m.region.width + x - m.region.x])) }
                        if f == 0 { continue }
                        if f != 255 { s = scalePacked(s, f) }
                        dst[y * width + x] = blend.blend(s, dst[y * width + x])
                    }
                }
            }
        }
    }

    /// Adds `amount` to the unpremultiplied, gamma-encoded R, G and B of every pixel in `area`,
    /// clamping to 0…1; alpha is unchanged (SwiftUI's `.brightness`).
    mutating func adjustBrightness(_ amount: Double, in area: IntRect) {
        let area = area.intersection(bounds)
        guard amount != 0, !area.isEmpty else { return }
        let delta = Int((amount * 255).rounded())
        let width = self.width
        storage.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let p = Pixel(packed: px[y * width + x])
                    if p.a == 0 { continue }
                    let (r, g, b, a) = p.unpremultiplied
                    func adj(_ c: UInt8) -> UInt32 { mul255(UInt32(min(255, max(0, Int(c) + delta))), UInt32(a)) }
                    px[y * width + x] = adj(r) | adj(g) << 8 | adj(b) << 16 | UInt32(a) << 24
                }
            }
        }
    }

    /// Makes every pixel in `area` transparent.
    mutating func clear(_ area: IntRect) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                (px.baseAddress! + y * width + area.x).update(repeating: 0, count: area.width)
            }
        }
    }
}
