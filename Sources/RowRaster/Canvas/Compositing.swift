/// Converts coverage in 0…1 to an 8-bit factor (rounded, clamped).
@inline(__always) func coverageByte(_ v: Float) -> UInt32 {
    // Branch-free so loops vectorize; NaN maps to 255 through min/max, never traps.
    let x = Swift.max(0, Swift.min(255, v * 255 + 0.5))
    // x truncated without a checked conversion: adding 2²³ leaves x rounded to the nearest
    // integer in the low mantissa bits; one less where that rounded up.
    let y = x + 8_388_608
    let rounded = y.bitPattern & 0x7F_FFFF
    return rounded &- ((y - 8_388_608) > x ? 1 : 0)
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

/// Writes 8-bit coverage for row `y` into `out[i]` for pixel `area.x + i` (`out` holds the
/// area's width); it may leave the local range `skip` unwritten (those pixels are not drawn).
typealias CoverageRows = (_ y: Int, _ skip: Range<Int>, _ out: UnsafeMutableBufferPointer<UInt8>) -> Void

extension Canvas {
    /// Paints `paint` through coverage rows over `area`, combining with `blend`. Pixels inside
    /// `occluder` are skipped: a later opaque fill overwrites them, so the result is the same.
    /// `ontoClear` says every pixel of `area` is transparent: both blends then give the source.
    mutating func composite(area: IntRect, paint: Paint, blend: BlendMode, occluder: Occluder, ontoClear: Bool = false,
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
        // Bounds: `area` ⊂ the canvas, so row y's pixels area.x ..< area.maxX are
        // storage[y·width + area.x ..< +area.width]; coverage and shades are rows of that width
        // (`reserve`), and `skip` lies within 0 ... area.width (`Occluder.skip`). The 8-byte
        // probes below read cov[j ..< j + 8] only while j + 8 ≤ hi ≤ area.width.
        storage.withUnsafeMutableBufferPointer { pixels in
            scratch.coverage.withUnsafeMutableBufferPointer { coverage in
                scratch.shade.withUnsafeMutableBufferPointer { shades in
                    table.withUnsafeBufferPointer { table in
                        let cov = UnsafeMutableBufferPointer(rebasing: coverage[0..<area.width])
                        let src = UnsafeMutableBufferPointer(rebasing: shades[0..<area.width])
                        let sharedRow = solid == nil && shader.isRowInvariant
                        var lastF: UInt8 = 0, lastD: UInt32 = 0, lastR: UInt32 = 0     // f = 0 never blends
                        if sharedRow { shader.shade(row: area.y, x0: area.x, into: src) }
                        for y in area.y..<area.maxY {
                            let skip = occluder.skip(row: y, x0: area.x, x1: area.maxX)
                            produce(y, skip, cov)
                            let row = UnsafeMutableBufferPointer(rebasing: pixels[(y * width + area.x)...].prefix(area.width))
                            func blendSpan(_ lo: Int, _ hi: Int) {
                                guard lo < hi else { return }
                                if solid != nil && ontoClear {
                                    for i in lo..<hi { row[i] = table[Int(cov[i])] }
                                } else if solid != nil {
                                    var i = lo
                                    while i < hi {
                                        let f = cov[i]
                                        if f == 255 && opaqueSolid {
                                            var j = i + 1
                                            let raw = UnsafeRawPointer(cov.baseAddress!)
                                            while j + 8 <= hi && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == ~0 { j += 8 }
                                            while j < hi && cov[j] == 255 { j += 1 }
                                            UnsafeMutableBufferPointer(rebasing: row[i..<j]).update(repeating: table[255])
                                            i = j
                                            continue
                                        }
                                        if f != 0 {
                                            // Runs of one coverage over one color blend once, four
                                            // pixels at a time while the run goes on.
                                            let d = row[i]
                                            if f != lastF || d != lastD { lastF = f; lastD = d; lastR = blend.blend(table[Int(f)], d) }
                                            row[i] = lastR
                                            while i + 5 <= hi {
                                                let coverages = (cov[i + 1] ^ f) | (cov[i + 2] ^ f) | (cov[i + 3] ^ f) | (cov[i + 4] ^ f)
                                                let unders = (row[i + 1] ^ d) | (row[i + 2] ^ d) | (row[i + 3] ^ d) | (row[i + 4] ^ d)
                                                guard coverages == 0 && unders == 0 else { break }
                                                row[i + 1] = lastR; row[i + 2] = lastR; row[i + 3] = lastR; row[i + 4] = lastR
                                                i += 4
                                            }
                                        } else {
                                            let raw = UnsafeRawPointer(cov.baseAddress!)
                                            while i + 9 <= hi && raw.loadUnaligned(fromByteOffset: i + 1, as: UInt64.self) == 0 { i += 8 }
                                        }
                                        i += 1
                                    }
                                } else {
                                    if !sharedRow { shader.shade(row: y, x0: area.x + lo, into: UnsafeMutableBufferPointer(rebasing: src[lo..<hi])) }
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
                            occluder: Occluder = .none, ontoClear: Bool = false, scratch: inout RasterScratch) {
        // The rows composite(area:) asks for: the mask's pixels within the clip and the canvas.
        let area = mask.region.intersection(clip).intersection(bounds)
        let region = mask.region
        mask.values.withUnsafeBufferPointer { v in
            composite(area: area, paint: paint, blend: blend, occluder: occluder, ontoClear: ontoClear, scratch: &scratch) { y, skip, out in
                let base = (y - region.y) * region.width + (area.x - region.x)
                // Left and right of the skipped span (two plain loops vectorize).
                let (lo, hi) = skip.isEmpty ? (area.width, area.width) : (skip.lowerBound, skip.upperBound)
                for i in 0..<lo { out[i] = UInt8(truncatingIfNeeded: coverageByte(v[base + i])) }
                for i in hi..<area.width { out[i] = UInt8(truncatingIfNeeded: coverageByte(v[base + i])) }
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

    /// Composites `layer` (same size) onto this canvas within `area`, each pixel going through
    /// `pass` on its way: the same bytes as running its steps one after another over whole
    /// layers, in one sweep and without the intermediate layers.
    mutating func composite(layer: Canvas, area: IntRect, pass: LayerPass, occluder: Occluder = .none) {
        precondition(layer.width == width && layer.height == height, "a layer is the size of the canvas it composites onto")
        var area = area.intersection(bounds).intersection(pass.mask?.region ?? bounds)
        if let wrapped = pass.wrapped { area = area.intersection(wrapped.mask?.region ?? bounds) }
        guard !area.isEmpty, pass.alpha > 0, (pass.wrapped?.alpha ?? 255) > 0 else { return }
        let width = self.width, count = area.width
        let wraps = pass.wrapped != nil
        let adjusts = pass.brightnessDelta != nil || pass.saturation != nil
        let outer = FactorRows(alpha: pass.alpha, mask: pass.mask, area: area)
        let inner = FactorRows(alpha: pass.wrapped?.alpha ?? 255, mask: pass.wrapped?.mask, area: area)
        // Rows of factors (opacity × clip coverage) where the mask's own bytes will not do.
        var outerRow = [UInt8](repeating: UInt8(pass.alpha), count: count)
        var innerRow = [UInt8](repeating: UInt8(pass.wrapped?.alpha ?? 255), count: count)
        let delta = pass.brightnessDelta, saturation = pass.saturation
        var sweep = LayerSweep(blend: pass.blend, sourceOver: pass.blend == .sourceOver, adjusts: adjusts || wraps) { t in
            var t = t
            if let delta { t = brightened(t, delta: delta) }
            if let saturation { t = saturated(t, amount: saturation) }
            return t
        }
        // Bounds: `area` ⊂ both canvases (same size) and ⊂ both masks' regions (intersected
        // above), so every row below is `count` pixels or factors long.
        storage.withUnsafeMutableBufferPointer { dst in
        layer.storage.withUnsafeBufferPointer { src in
        outerRow.withUnsafeMutableBufferPointer { outerBuffer in
        innerRow.withUnsafeMutableBufferPointer { innerBuffer in
            for y in area.y..<area.maxY {
                outer.row(y, into: outerBuffer) { outerF in
                inner.row(y, into: innerBuffer) { innerF in
                    let srcRow = UnsafeBufferPointer(rebasing: src[(y * width + area.x)...].prefix(count))
                    let dstRow = UnsafeMutableBufferPointer(rebasing: dst[(y * width + area.x)...].prefix(count))
                    // The row's pixels left and right of the occluded span.
                    let skip = occluder.skip(row: y, x0: area.x, x1: area.maxX)
                    if skip.lowerBound > 0 { sweep.run(srcRow, dstRow, innerF, outerF, 0, skip.lowerBound) }
                    if skip.upperBound < count { sweep.run(srcRow, dstRow, innerF, outerF, skip.upperBound, count) }
                }
                }
            }
        }
        }
        }
        }
    }

    /// Multiplies every pixel in `area` by the alpha of `mask` there (times its clip's
    /// coverage and `opacity`): pixels where the mask is transparent become transparent.
    mutating func keepAlpha(of mask: Canvas, mask clip: ClipMask?, opacity: Double, in area: IntRect) {
        precondition(mask.width == width && mask.height == height, "a mask layer is the size of the canvas it masks")
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        // Outside its clip the mask is transparent.
        let inside = clip.map { area.intersection($0.region) } ?? area
        guard !inside.isEmpty else { return clear(area) }
        clear(IntRect(x: area.x, y: area.y, width: area.width, height: inside.y - area.y))
        clear(IntRect(x: area.x, y: inside.maxY, width: area.width, height: area.maxY - inside.maxY))
        clear(IntRect(x: area.x, y: inside.y, width: inside.x - area.x, height: inside.height))
        clear(IntRect(x: inside.maxX, y: inside.y, width: area.maxX - inside.maxX, height: inside.height))
        let alpha = LayerPass.alpha(opacity)
        let width = self.width, count = inside.width
        let factors = FactorRows(alpha: alpha, mask: clip, area: inside)
        var row = [UInt8](repeating: UInt8(alpha), count: count)
        storage.withUnsafeMutableBufferPointer { dst in
        mask.storage.withUnsafeBufferPointer { src in
        row.withUnsafeMutableBufferPointer { rowBuffer in
            for y in inside.y..<inside.maxY {
                factors.row(y, into: rowBuffer) { f in
                    let base = y * width + inside.x
                    for i in 0..<count {
                        let a = mul255(src[base + i] >> 24, UInt32(f[i]))
                        if a == 255 { continue }
                        dst[base + i] = a == 0 ? 0 : scalePacked(dst[base + i], a)
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
        guard let delta = LayerPass.brightnessDelta(amount), !area.isEmpty else { return }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { px[y * width + x] = brightened(px[y * width + x], delta: delta) }
            }
        }
    }

    /// Moves each pixel's unpremultiplied color away from (or to) its Rec. 709 luminance.
    mutating func adjustSaturation(_ amount: Double, in area: IntRect) {
        let area = area.intersection(bounds)
        guard let s = LayerPass.saturationAmount(amount), !area.isEmpty else { return }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { px[y * width + x] = saturated(px[y * width + x], amount: s) }
            }
        }
    }

    /// Applies a color matrix to each pixel's unpremultiplied RGBA in `area` (alpha may change).
    mutating func adjustColors(_ matrix: ColorMatrix, in area: IntRect) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        let m = matrix.values, width = self.width
        // The matrix's rows as vectors and offsets, read once.
        let rows = (0..<4).map { i in (SIMD4(m[i * 5], m[i * 5 + 1], m[i * 5 + 2], m[i * 5 + 3]), m[i * 5 + 4]) }
        func adjusted(_ packed: UInt32) -> UInt32 {
            let p = Pixel(packed: packed)
            let (r, g, b, a) = p.a == 0 ? (0, 0, 0, 0) : p.unpremultiplied
            let v = SIMD4(Double(r), Double(g), Double(b), Double(a)) / 255
            func channel(_ i: Int) -> UInt32 { UInt32((min(1, max(0, (rows[i].0 * v).sum() + rows[i].1)) * 255).rounded()) }
            let na = channel(3)
            return na == 0 ? 0 : mul255(channel(0), na) | mul255(channel(1), na) << 8 | mul255(channel(2), na) << 16 | na << 24
        }
        // Layers are mostly runs of one color: the last pixel's result is kept.
        var last: (in: UInt32, out: UInt32)? = nil
        storage.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let packed = px[y * width + x]
                    if let last, last.in == packed { px[y * width + x] = last.out; continue }
                    let out = adjusted(packed)
                    last = (packed, out)
                    px[y * width + x] = out
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
                UnsafeMutableBufferPointer(rebasing: px[(y * width + area.x)...].prefix(area.width)).update(repeating: 0)
            }
        }
    }
}

/// What happens to a layer's pixels between the layer and the canvas below it.
struct LayerPass {
    /// A layer drawn alone into a transparent wrapper layer whose own style is the rest of
    /// this pass: its opacity (0…255) and clip coverage.
    var wrapped: (alpha: UInt32, mask: ClipMask?)? = nil
    /// Brightness in 8-bit steps (nil: none).
    var brightnessDelta: Int? = nil
    /// Saturation factor (nil: unchanged).
    var saturation: Double? = nil
    /// Opacity 0…255, blend and clip coverage onto the canvas below.
    var alpha: UInt32
    var blend: BlendMode
    var mask: ClipMask?

    init(opacity: Double, blend: BlendMode, mask: ClipMask?, brightness: Double = 0, saturation: Double = 1) {
        alpha = Self.alpha(opacity); self.blend = blend; self.mask = mask
        brightnessDelta = Self.brightnessDelta(brightness); self.saturation = Self.saturationAmount(saturation)
    }

    static func alpha(_ opacity: Double) -> UInt32 { UInt32((opacity.clamped01 * 255).rounded()) }

    /// A brightness amount in 8-bit steps (beyond ±1 saturates anyway); nil for none.
    static func brightnessDelta(_ amount: Double) -> Int? {
        guard amount != 0, !amount.isNaN else { return nil }
        return Int((max(-1, min(1, amount)) * 255).rounded())
    }

    /// A saturation factor; nil when it changes nothing.
    static func saturationAmount(_ amount: Double) -> Double? {
        guard amount != 1, amount.isFinite else { return nil }
        return max(0, amount)
    }
}

/// The per-pixel loop of a layer composite. Layers are mostly runs of one color over runs of
/// one color, so the last pixel adjusted and the last blend are kept.
private struct LayerSweep {
    let blend: BlendMode
    let sourceOver: Bool
    /// Whether pixels are scaled by an inner factor and adjusted before the outer factor.
    let adjusts: Bool
    let adjust: (UInt32) -> UInt32
    var adjustedIn: UInt32 = 0, adjustedFactor: UInt32 = 255, adjustedOut: UInt32 = 0
    var blendS: UInt32 = 0, blendD: UInt32 = 0, blendR: UInt32

    init(blend: BlendMode, sourceOver: Bool, adjusts: Bool, adjust: @escaping (UInt32) -> UInt32) {
        self.blend = blend; self.sourceOver = sourceOver; self.adjusts = adjusts; self.adjust = adjust
        blendR = blend.blend(0, 0)
    }

    /// The last pixel whose factors were both full: its source, what was under it, the result.
    var runS: UInt32 = 0, runD: UInt32 = 0, runR: UInt32 = 0, hasRun = false

    @inline(__always) mutating func run(_ src: UnsafeBufferPointer<UInt32>, _ dst: UnsafeMutableBufferPointer<UInt32>,
                                        _ innerF: UnsafeBufferPointer<UInt8>, _ outerF: UnsafeBufferPointer<UInt8>, _ lo: Int, _ hi: Int) {
        var i = lo
        while i < hi {
            // Four pixels at once where a run goes on: the same source over the same color
            // with full factors gives the same result.
            if hasRun && i + 4 <= hi {
                let factors = innerF[i] & innerF[i + 1] & innerF[i + 2] & innerF[i + 3] & outerF[i] & outerF[i + 1] & outerF[i + 2] & outerF[i + 3]
                let sources = (src[i] ^ runS) | (src[i + 1] ^ runS) | (src[i + 2] ^ runS) | (src[i + 3] ^ runS)
                let unders = (dst[i] ^ runD) | (dst[i + 1] ^ runD) | (dst[i + 2] ^ runD) | (dst[i + 3] ^ runD)
                if factors == 255 && sources | unders == 0 {
                    dst[i] = runR; dst[i + 1] = runR; dst[i + 2] = runR; dst[i + 3] = runR
                    i += 4
                    continue
                }
            }
            pixel(src, dst, innerF, outerF, i)
            i += 1
        }
    }

    @inline(__always) private mutating func pixel(_ src: UnsafeBufferPointer<UInt32>, _ dst: UnsafeMutableBufferPointer<UInt32>,
                                                  _ innerF: UnsafeBufferPointer<UInt8>, _ outerF: UnsafeBufferPointer<UInt8>, _ i: Int) {
        do {
            let source = src[i], under = dst[i]
            var s = source
            if s == 0 { return }
            if adjusts {
                // Alone in its transparent wrapper, a wrapped layer is itself, scaled.
                let fi = UInt32(innerF[i])
                if fi == 0 { return }
                if s != adjustedIn || fi != adjustedFactor {
                    adjustedIn = s; adjustedFactor = fi
                    adjustedOut = adjust(fi == 255 ? s : scalePacked(s, fi))
                }
                s = adjustedOut
                if s == 0 { return }
            }
            let f = UInt32(outerF[i])
            if f == 0 { return }
            // An opaque pixel over anything is itself (what the blend computes).
            if f == 255 && sourceOver && s >> 24 == 255 {
                dst[i] = s
            } else {
                if f != 255 { s = scalePacked(s, f) }
                if s != blendS || under != blendD { blendS = s; blendD = under; blendR = blend.blend(s, under) }
                dst[i] = blendR
            }
            if f == 255 && innerF[i] == 255 { runS = source; runD = under; runR = dst[i]; hasRun = true }
        }
    }
}

/// A layer's clip as 8-bit coverage over the pixels it may cover, rasterized once as the layer
/// begins (the same bytes as converting a float coverage mask).
struct ClipMask {
    let region: IntRect
    let bytes: [UInt8]

    init(path: Path, rule: FillRule = .nonZero, clip: IntRect, accumulator: inout CoverageAccumulator) {
        var lines: [Line] = []
        path.flattened(into: &lines)
        let region = CoverageMask.bounds(of: lines).intersection(clip)
        self.region = region
        guard !region.isEmpty else { bytes = []; return }
        accumulator.begin(region: region, lines: lines)
        bytes = [UInt8](unsafeUninitializedCapacity: region.width * region.height) { buffer, n in
            for row in 0..<region.height {
                accumulator.takeRow(row, rule, into: UnsafeMutableBufferPointer(rebasing: buffer[(row * region.width)...].prefix(region.width)))
            }
            n = region.width * region.height
        }
    }
}

/// Each row's factors over a composite's area: an opacity (0…255) times a clip's coverage.
private struct FactorRows {
    let alpha: UInt32
    let mask: ClipMask?
    let area: IntRect

    /// Calls `body` with row `y`'s factors (`area`'s width of them): the mask's own bytes where
    /// they are the factors, else written into `buffer` (which, without a mask, already holds
    /// the opacity). `area` lies within the mask's region.
    func row(_ y: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let mask else { return body(UnsafeBufferPointer(buffer)) }
        let r = mask.region
        mask.bytes.withUnsafeBufferPointer { bytes in
            let row = UnsafeBufferPointer(rebasing: bytes[((y - r.y) * r.width + (area.x - r.x))...].prefix(area.width))
            if alpha == 255 { return body(row) }
            for i in 0..<buffer.count { buffer[i] = UInt8(mul255(alpha, UInt32(row[i]))) }
            body(UnsafeBufferPointer(buffer))
        }
    }

}

/// A premultiplied pixel with `delta` added to its unpremultiplied R, G and B (clamped).
@inline(__always) func brightened(_ packed: UInt32, delta: Int) -> UInt32 {
    let p = Pixel(packed: packed)
    if p.a == 0 { return packed }
    if p.a == 255 {
        // Opaque: straight is premultiplied, and multiplying by 255 changes nothing.
        func add(_ c: UInt8) -> UInt32 { UInt32(min(255, max(0, Int(c) + delta))) }
        return add(p.r) | add(p.g) << 8 | add(p.b) << 16 | 255 << 24
    }
    let (r, g, b, a) = p.unpremultiplied
    func adj(_ c: UInt8) -> UInt32 { mul255(UInt32(min(255, max(0, Int(c) + delta))), UInt32(a)) }
    return adj(r) | adj(g) << 8 | adj(b) << 16 | UInt32(a) << 24
}

/// A premultiplied pixel's unpremultiplied color moved away from (or to) its Rec. 709 luminance.
@inline(__always) func saturated(_ packed: UInt32, amount s: Double) -> UInt32 {
    let p = Pixel(packed: packed)
    if p.a == 0 { return packed }
    let (r, g, b, a) = p.unpremultiplied
    let luma = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
    func adj(_ c: UInt8) -> UInt32 {
        mul255(UInt32(min(255, max(0, (luma + s * (Double(c) - luma)).rounded()))), UInt32(a))
    }
    return adj(r) | adj(g) << 8 | adj(b) << 16 | UInt32(a) << 24
}
