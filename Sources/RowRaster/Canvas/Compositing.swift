/// Converts coverage in 0…1 to an 8-bit factor (rounded, clamped).
@inline(__always) func coverageByte(_ v: Float) -> UInt32 {
    // Branch-free so loops vectorize; NaN maps to 255 through min/max, never traps.
    UInt32(Swift.max(0, Swift.min(255, v * 255 + 0.5)))
}

/// Buffers reused from one drawing operation to the next (owned by a `Renderer`, so no
/// operation allocates or page-faults once they have grown).
struct RasterScratch {
    var accumulator = CoverageAccumulator()
    var lines: [Line] = []
    var coverage: [UInt8] = []
    var floats: [Float] = []
    var shade: [UInt32] = []

    mutating func reserve(_ width: Int) {
        if coverage.count < width {
            coverage = [UInt8](repeating: 0, count: width)
            floats = [Float](repeating: 0, count: width)
            shade = [UInt32](repeating: 0, count: width)
        }
    }
}

/// Pixels a later opaque fill will overwrite: up to two rectangles (a rounded rectangle's
/// interior is a cross of two bands).
struct Occluder: Equatable {
    var first: IntRect = .zero
    var second: IntRect = .zero
    static let none = Occluder()

    /// The pixels of row `y` within `x0 ..< x1` to skip, local to x0 (empty if none).
    @inline(__always) func skip(row y: Int, x0: Int, x1: Int) -> Range<Int> {
        func span(_ r: IntRect) -> (Int, Int)? {
            guard y >= r.y, y < r.maxY else { return nil }
            let a = max(r.x, x0), b = min(r.maxX, x1)
            return a < b ? (a, b) : nil
        }
        switch (span(first), span(second)) {
        case let (p?, q?):
            if p.0 <= q.1 && q.0 <= p.1 { return (min(p.0, q.0) - x0)..<(max(p.1, q.1) - x0) }
            return (p.1 - p.0 >= q.1 - q.0) ? (p.0 - x0)..<(p.1 - x0) : (q.0 - x0)..<(q.1 - x0)
        case let (p?, nil), let (nil, p?): return (p.0 - x0)..<(p.1 - x0)
        default: return 0..<0
        }
    }
    var area: Int { (first.isEmpty ? 0 : first.width * first.height) + (second.isEmpty ? 0 : second.width * second.height) }
}

/// Writes 8-bit coverage for row `y` into `out[i]` for pixel `area.x + i`; it may leave the
/// local range `skip` unwritten (those pixels are not drawn).
typealias CoverageRows = (_ y: Int, _ skip: Range<Int>, _ out: UnsafeMutablePointer<UInt8>) -> Void

extension Canvas {
    /// Paints `paint` through coverage rows over `area`, combining with `blend`. Pixels inside
    /// `occluder` are skipped: a later opaque fill overwrites them, so the result is the same.
    mutating func composite(area: IntRect, paint: Paint, blend: BlendMode, occluder: Occluder,
                            scratch: inout RasterScratch, rows produce: CoverageRows) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        scratch.reserve(area.width)
        let shader = Shader(paint)
        let width = self.width
        var table = [UInt32](repeating: 0, count: 256)
        let solid = shader.solidColor
        if let c = solid { for f in 0..<256 { table[f] = scalePacked(c, UInt32(f)) } }
        let opaqueSolid = blend == .sourceOver && (solid.map { $0 >> 24 == 255 } ?? false)
        storage.withUnsafeMutableBufferPointer { dst in
            scratch.coverage.withUnsafeMutableBufferPointer { cov in
                scratch.shade.withUnsafeMutableBufferPointer { src in
                    table.withUnsafeBufferPointer { table in
                        let sharedRow = solid == nil && shader.isRowInvariant
                        if sharedRow { shader.shade(row: area.y, x0: area.x, count: area.width, into: src.baseAddress!) }
                        for y in area.y..<area.maxY {
                            let skip = occluder.skip(row: y, x0: area.x, x1: area.maxX)
                            produce(y, skip, cov.baseAddress!)
                            let row = dst.baseAddress! + y * width + area.x
                            func blendSpan(_ lo: Int, _ hi: Int) {
                                guard lo < hi else { return }
                                if solid != nil {
                                    var i = lo
                                    while i < hi {
                                        let f = cov[i]
                                        if f == 255 && opaqueSolid {
                                            var j = i + 1
                                            let raw = UnsafeRawPointer(cov.baseAddress!)
                                            while j + 8 <= hi && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == ~0 { j += 8 }
                                            while j < hi && cov[j] == 255 { j += 1 }
                                            (row + i).update(repeating: table[255], count: j - i)
                                            i = j
                                            continue
                                        }
                                        if f != 0 {
                                            row[i] = blend.blend(table[Int(f)], row[i])
                                        } else {
                                            let raw = UnsafeRawPointer(cov.baseAddress!)
                                            while i + 9 <= hi && raw.loadUnaligned(fromByteOffset: i + 1, as: UInt64.self) == 0 { i += 8 }
                                        }
                                        i += 1
                                    }
                                } else {
                                    if !sharedRow { shader.shade(row: y, x0: area.x + lo, count: hi - lo, into: src.baseAddress! + lo) }
                                    for i in lo..<hi {
                                        let f = UInt32(cov[i])
                                        if f == 0 { continue }
                                        row[i] = blend.blend(f == 255 ? src[i] : scalePacked(src[i], f), row[i])
                                    }
                                }
                            }
                            if skip.isEmpty {
                                blendSpan(0, area.width)
                            } else {
                                blendSpan(0, skip.lowerBound)
                                blendSpan(skip.upperBound, area.width)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Paints `paint` through a float coverage mask.
    mutating func composite(mask: CoverageMask, paint: Paint, blend: BlendMode, clip: IntRect,
                            occluder: Occluder = .none, scratch: inout RasterScratch) {
        let area = mask.region.intersection(clip)
        let region = mask.region
        mask.values.withUnsafeBufferPointer { v in
            composite(area: area, paint: paint, blend: blend, occluder: occluder, scratch: &scratch) { y, skip, out in
                let base = (y - region.y) * region.width + (area.x - region.x)
                for i in 0..<area.width where !skip.contains(i) { out[i] = UInt8(coverageByte(v[base + i])) }
            }
        }
    }

    /// Fills a path, already flattened into `scratch.lines`, with `paint`.
    mutating func fillLines(fillRule: FillRule, paint: Paint, blend: BlendMode, clip: IntRect,
                            occluder: Occluder, scratch: inout RasterScratch) -> IntRect {
        let region = CoverageMask.bounds(of: scratch.lines).intersection(clip).intersection(bounds)
        guard !region.isEmpty else { return .zero }
        scratch.accumulator.begin(region: region, lines: scratch.lines)
        var accumulator = scratch.accumulator
        scratch.accumulator = CoverageAccumulator()     // keep one owner of the cells while drawing
        composite(area: region, paint: paint, blend: blend, occluder: occluder, scratch: &scratch) { y, _, out in
            accumulator.takeRow(y - region.y, fillRule, into: out)
        }
        scratch.accumulator = accumulator
        return region
    }

    /// Fills `path` with `paint`.
    public mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule = .nonZero,
                              blend: BlendMode = .sourceOver, clip: IntRect? = nil) {
        var scratch = RasterScratch()
        path.flattened(into: &scratch.lines)
        _ = fillLines(fillRule: fillRule, paint: paint, blend: blend, clip: clip ?? bounds, occluder: .none, scratch: &scratch)
    }

    /// Composites `layer` (same size) onto this canvas within `area`, scaled by `opacity`
    /// and, when given, by the clip coverage `mask`.
    mutating func composite(layer: Canvas, area: IntRect, opacity: Double, blend: BlendMode, mask: CoverageMask?, occluder: Occluder = .none) {
        let area = area.intersection(bounds).intersection(mask?.region ?? bounds)
        guard !area.isEmpty else { return }
        let alpha = UInt32((opacity.clamped01 * 255).rounded())
        guard alpha > 0 else { return }
        let width = self.width
        let sourceOver = blend == .sourceOver
        let noMask: [Float] = []
        (mask?.values ?? noMask).withUnsafeBufferPointer { coverage in
            storage.withUnsafeMutableBufferPointer { dst in
                layer.storage.withUnsafeBufferPointer { src in
                    for y in area.y..<area.maxY {
                        let skip = occluder.skip(row: y, x0: area.x, x1: area.maxX)
                        let row = y * width
                        let maskRow = mask.map { m in (y - m.region.y) * m.region.width - m.region.x } ?? 0
                        // The row's pixels left and right of the occluded span.
                        for span in [area.x..<(area.x + skip.lowerBound), (area.x + skip.upperBound)..<area.maxX] where !span.isEmpty {
                            for x in span {
                                var s = src[row + x]
                                if s == 0 { continue }
                                let f = mask == nil ? alpha : mul255(alpha, coverageByte(coverage[maskRow + x]))
                                if f == 0 { continue }
                                // An opaque pixel over anything is itself (what the blend computes).
                                if f == 255 && sourceOver && s >> 24 == 255 { dst[row + x] = s; continue }
                                if f != 255 { s = scalePacked(s, f) }
                                dst[row + x] = blend.blend(s, dst[row + x])
                            }
                        }
                    }
                }
            }
        }
    }

    /// Adds `amount` to the unpremultiplied, gamma-encoded R, G and B of every pixel in `area`,
    /// clamping to 0…1; alpha is unchanged (SwiftUI's `.brightness`).
    mutating func adjustBrightness(_ amount: Double, in area: IntRect) {
        let area = area.intersection(bounds)
        guard amount != 0, !amount.isNaN, !area.isEmpty else { return }
        let delta = Int((max(-1, min(1, amount)) * 255).rounded())     // beyond ±1 saturates anyway
        let width = self.width
        storage.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let p = Pixel(packed: px[y * width + x])
                    if p.a == 0 { continue }
                    if p.a == 255 {
                        // Opaque: straight is premultiplied, and multiplying by 255 changes nothing.
                        func add(_ c: UInt8) -> UInt32 { UInt32(min(255, max(0, Int(c) + delta))) }
                        px[y * width + x] = add(p.r) | add(p.g) << 8 | add(p.b) << 16 | 255 << 24
                        continue
                    }
                    let (r, g, b, a) = p.unpremultiplied
                    func adj(_ c: UInt8) -> UInt32 { mul255(UInt32(min(255, max(0, Int(c) + delta))), UInt32(a)) }
                    px[y * width + x] = adj(r) | adj(g) << 8 | adj(b) << 16 | UInt32(a) << 24
                }
            }
        }
    }

    /// Moves each pixel's unpremultiplied color away from (or to) its Rec. 709 luminance.
    mutating func adjustSaturation(_ amount: Double, in area: IntRect) {
        let area = area.intersection(bounds)
        guard amount != 1, amount.isFinite, !area.isEmpty else { return }
        let s = max(0, amount)
        let width = self.width
        storage.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let p = Pixel(packed: px[y * width + x])
                    if p.a == 0 { continue }
                    let (r, g, b, a) = p.unpremultiplied
                    let luma = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
                    func adj(_ c: UInt8) -> UInt32 {
                        mul255(UInt32(min(255, max(0, (luma + s * (Double(c) - luma)).rounded()))), UInt32(a))
                    }
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
