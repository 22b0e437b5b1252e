#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shadow a layer casts as a whole (a clipped or grouped view under `.shadow`): the
/// Gaussian blur of the alpha the layer composites with, moved by the shadow's offset.
enum LayerShadow {
    /// The alpha (0…1) the layer's pixels over `area` composite with: their own alpha times
    /// the clip's coverage times the layer's opacity.
    static func alpha(of layer: Canvas, in area: IntRect, mask: ClipMask?, opacity: Double) -> [Float] {
        // Bounds: every row read lies in `area` ⊂ the layer, and the clip's bytes are read only
        // where `area` meets the clip's region (x0 ..< x1 on its rows).
        precondition(layer.bounds.contains(area), "a layer's shadow reads only pixels of the layer")
        let count = area.area
        guard count > 0 else { return [] }
        let scale = Float(opacity.clamped01) / 255
        return [Float](unsafeUninitializedCapacity: count) { out, n in
            layer.storage.withUnsafeBufferPointer { px in
                for y in area.y..<area.maxY {
                    let dst = UnsafeMutableBufferPointer(rebasing: out[((y - area.y) * area.width)...].prefix(area.width))
                    let src = UnsafeBufferPointer(rebasing: px[(y * layer.width + area.x)...].prefix(area.width))
                    for i in 0..<area.width { dst.initializeElement(at: i, to: Float(src[i] >> 24) * scale) }
                    guard let mask else { continue }
                    // Outside the clip's rows and columns nothing shows.
                    let m = mask.region
                    let x0 = max(area.x, m.x), x1 = min(area.maxX, m.maxX)
                    guard y >= m.y, y < m.maxY, x0 < x1 else {
                        for i in 0..<area.width { dst[i] = 0 }
                        continue
                    }
                    for i in 0..<(x0 - area.x) { dst[i] = 0 }
                    for i in (x1 - area.x)..<area.width { dst[i] = 0 }
                    mask.bytes.withUnsafeBufferPointer { b in
                        let row = b[((y - m.y) * m.width + (x0 - m.x))...].prefix(x1 - x0)
                        let d = UnsafeMutableBufferPointer(rebasing: dst[(x0 - area.x)...])
                        for (i, f) in row.enumerated() { d[i] *= Float(f) * (1 / 255) }
                    }
                }
            }
            n = count
        }
    }

    /// The bands of `candidates` (within `area`, where the layer drew) in which every pixel of
    /// the layer is opaque, or nil when neither is: a layer composited there source-over at
    /// full opacity covers whatever lies under it.
    static func opaque(_ layer: Canvas, within candidates: Occluder, area: IntRect) -> Occluder? {
        func allOpaque(_ r: IntRect) -> Bool {       // r ⊂ the layer (intersected below)
            layer.storage.withUnsafeBufferPointer { px in
                for y in r.y..<r.maxY {
                    let row = px[(y * layer.width + r.x)...].prefix(r.width)
                    var all: UInt32 = 0xFF00_0000
                    for p in row { all &= p }
                    if all & 0xFF00_0000 != 0xFF00_0000 { return false }
                }
                return true
            }
        }
        let bands = [candidates.first, candidates.second].map { $0.intersection(area).intersection(layer.bounds) }
            .filter { !$0.isEmpty && allOpaque($0) }
        guard let first = bands.first else { return nil }
        return Occluder(first: first, second: bands.count > 1 ? bands[1] : .zero)
    }

    /// The shadow's coverage: `alpha` (over `region`, row-major) blurred with σ (pixels) and
    /// moved by `offset` (any fraction of a pixel, exactly: each pixel's alpha is spread
    /// uniformly over it), within `clip`. Cells widen with σ as the error allowed for a shadow
    /// of color alpha `colorAlpha` permits (see `GaussianKernel.grid`).
    /// Pixels that a composite of the mask would skip for `unused` are left at 0.
    static func mask(alpha: [Float], region: IntRect, sigma: Double, offset: Point, clip: IntRect, colorAlpha: Double,
                     unused: Occluder = .none) -> CoverageMask {
        precondition(alpha.count == region.area, "a shadow's alpha must cover its region exactly")
        let ix = Int(offset.x.rounded(.down)), iy = Int(offset.y.rounded(.down))
        let fx = offset.x - Double(ix), fy = offset.y - Double(iy)
        let s = max(sigma, 1e-3)                       // σ → 0: a plain move by the offset
        let h = GaussianKernel.grid(for: s, tolerance: GaussianKernel.tolerance(forAlpha: colorAlpha)).pixelsPerCell
        let across = GaussianKernel(sigma: s, cellsPerPixel: 1, pixelsPerCell: h, shift: fx)
        let down = GaussianKernel(sigma: s, cellsPerPixel: 1, pixelsPerCell: h, shift: fy)
        // Computed where the layer is, then moved by the offset's whole pixels.
        let outRegion = region.insetBy(-across.radius).intersection(clip.offsetBy(dx: -ix, dy: -iy))
        guard !outRegion.isEmpty, !region.isEmpty else { return CoverageMask(region: .zero, values: []) }
        let cells = across.cells(covering: region)
        var mass = [Float](repeating: 0, count: cells.width * cells.height)
        let moved = Occluder(first: unused.first.offsetBy(dx: -ix, dy: -iy), second: unused.second.offsetBy(dx: -ix, dy: -iy))
        let deep = deepInside(moved, by: across.radius + h, outRegion: outRegion)
        // Each cell holds the mean alpha of its h × h pixels: a row's pixels are summed cell
        // by cell (cells.x · h is the first cell's first pixel, at or left of region.x), but
        // for pixels so deep inside what is left unwritten that they reach nothing else.
        let perPixel = 1 / Float(h * h)
        // Bounds: row y of `alpha` is alpha[(y − region.y)·width ..< +width] (the count is
        // checked above); a cell's pixels start..<end stay within the row, and cell row cy
        // grows once per h rows from cells.y·h ≤ region.y, so it stays below cells.height.
        alpha.withUnsafeBufferPointer { a in
            mass.withUnsafeMutableBufferPointer { m in
                var cy = 0, rowEnd = (cells.y + 1) * h
                for y in region.y..<region.maxY {
                    if y >= rowEnd { cy += 1; rowEnd += h }
                    let dst = UnsafeMutableBufferPointer(rebasing: m[(cy * cells.width)...].prefix(cells.width))
                    let src = UnsafeBufferPointer(rebasing: a[((y - region.y) * region.width)...].prefix(region.width))
                    let skip = deep.skip(row: y, x0: region.x, x1: region.maxX)
                    var start = 0
                    for cx in 0..<cells.width {
                        let end = min(region.width, (cells.x + cx + 1) * h - region.x)
                        var sum: Float = 0
                        let left = min(end, skip.lowerBound), right = max(start, skip.upperBound)
                        if start < left { for i in start..<left { sum += src[i] } }
                        if right < end { for i in right..<end { sum += src[i] } }
                        dst[cx] += sum * perPixel
                        start = end
                    }
                }
            }
        }
        var out = [Float](repeating: 0, count: outRegion.width * outRegion.height)
        across.blur(mass: mass, cells: cells, sign: 1, into: &out, outRegion: outRegion, vertical: down, unused: moved)
        return CoverageMask(region: outRegion.offsetBy(dx: ix, dy: iy), values: out)
    }

    /// The bands of `unused` whose every row a composite over `outRegion` skips whole, each
    /// shrunk by `reach`: a pixel there spreads only onto pixels left unwritten.
    static func deepInside(_ unused: Occluder, by reach: Int, outRegion: IntRect) -> Occluder {
        func deep(_ band: IntRect) -> IntRect {
            let rows = band.intersection(outRegion)
            guard !rows.isEmpty else { return .zero }
            for y in rows.y..<rows.maxY {
                let skip = unused.skip(row: y, x0: outRegion.x, x1: outRegion.maxX)
                if skip.lowerBound > rows.x - outRegion.x || skip.upperBound < rows.maxX - outRegion.x { return .zero }
            }
            let inner = band.insetBy(reach)
            return inner.width > 0 && inner.height > 0 ? inner : .zero
        }
        return Occluder(first: deep(unused.first), second: deep(unused.second))
    }
}
