#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Glyph origins snap to this fraction of a pixel on both axes, so a glyph's coverage can be
/// reused wherever it lands on the same sub-pixel phase (at most 1/8 px from the exact spot).
public enum GlyphPositioning {
    public static let subpixelSteps = 4
}

/// The cache key of one glyph's coverage: font, glyph, pixel size and sub-pixel phase.
struct GlyphMaskKey: Hashable {
    let font: String
    let glyph: UInt32
    let size: UInt64          // bit pattern of the size in pixels per em
    let phaseX: Int8, phaseY: Int8
}

/// Coverage masks of glyphs at their sub-pixel phases, each rasterized once with the exact
/// coverage rasterizer. Owned by a renderer; contents never change what is drawn. Only text
/// sizes are kept (up to `maxSize` px/em), and at most `maxBytes` of them: larger glyphs are
/// rasterized where they land, clipped to what they can touch.
struct GlyphMaskCache {
    private var masks: [GlyphMaskKey: CoverageMask] = [:]
    private var bytes = 0
    /// The largest glyph size kept, in pixels per em (a 85 pt title at 3×).
    static let maxSize = 256.0
    /// Coverage kept at most (32 MiB: thousands of glyphs of body text, a few hundred at the
    /// largest size); past it the cache starts over.
    static let maxBytes = 32 << 20

    var count: Int { masks.count }
    /// Bytes of coverage held.
    var bytesHeld: Int { bytes }

    /// The mask of `glyph` at `size` px/em (at most `maxSize`) with its origin at (phaseX, phaseY)/steps.
    mutating func mask(font: String, glyph: Glyph, size: Double, phaseX: Int, phaseY: Int) -> CoverageMask {
        precondition(size <= Self.maxSize, "only text sizes are cached")
        let key = GlyphMaskKey(font: font, glyph: glyph.id, size: size.bitPattern, phaseX: Int8(phaseX), phaseY: Int8(phaseY))
        if let m = masks[key] { return m }
        let steps = Double(GlyphPositioning.subpixelSteps)
        let placed = glyph.outline.transformed(by: AffineTransform(a: size, b: 0, c: 0, d: size,
                                                                   tx: Double(phaseX) / steps, ty: Double(phaseY) / steps))
        let limit = 1 << 24
        let m = CoverageMask(path: placed, fillRule: .nonZero, clip: IntRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
        let added = m.values.count * MemoryLayout<Float>.size
        if bytes + added > Self.maxBytes { masks.removeAll(keepingCapacity: true); bytes = 0 }
        masks[key] = m
        bytes += added
        return m
    }
}

extension GlyphRun {
    /// A cheap bound of the pixels the run can touch (nil when it cannot be bounded cheaply).
    func reach() -> IntRect? {
        guard size.isFinite, size >= 0, let first = positions.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in positions {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x); minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        // Glyphs stay within a few ems of their origins.
        let box = Rect(x: minX - 3 * size, y: minY - 3 * size, width: maxX - minX + 6 * size, height: maxY - minY + 6 * size)
        return transform.mapBounds(box)?.enclosingPixels
    }
}

extension AffineTransform {
    /// The bounding box of a rectangle's image (nil when not finite).
    public func mapBounds(_ r: Rect) -> Rect? {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return [box.x, box.y, box.width, box.height].allSatisfy(\.isFinite) ? box : nil
    }
}
