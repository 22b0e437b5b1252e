import Testing
@testable import RowRaster

/// Glyph coverage is cached only at text sizes and up to a byte budget; larger glyphs are
/// rasterized where they land, clipped to the canvas — the memory a run takes is bounded
/// whatever its sizes and glyph count.
@Suite struct GlyphCacheTests {
    /// A square glyph filling its em.
    static func square(_ id: UInt32) -> Glyph {
        Glyph(id: id, outline: Path(rect: Rect(x: 0, y: -1, width: 1, height: 1)))
    }

    @Test func theCacheStaysWithinItsBytes() {
        var cache = GlyphMaskCache()
        for id in UInt32(0)..<600 {          // 600 masks of 256 × 256 floats would be 150 MiB
            _ = cache.mask(font: "f", glyph: Self.square(id), size: GlyphMaskCache.maxSize, phaseX: 0, phaseY: 0)
            #expect(cache.bytesHeld <= GlyphMaskCache.maxBytes)
        }
        #expect(cache.count > 10)
    }

    /// Huge glyphs draw what the canvas shows of them, the same as at a cached size scaled up.
    @Test func hugeGlyphsAreDrawnClippedToTheCanvas() throws {
        // 100 glyphs of 4096 px em squares on a 400 × 200 canvas: each covers the canvas.
        let run = GlyphRun(font: "f", size: 4096, glyphs: (0..<100).map { Self.square($0) },
                           positions: (0..<100).map { Point(Double($0) * 3 - 3800, 3000) })
        let list = DisplayList(width: 400, height: 200, background: .white, ops: [.glyphs(run, paint: .solid(RGBA(r8: 0, g8: 0, b8: 255)), blend: .sourceOver)])
        let canvas = try Renderer().render(list)
        #expect(canvas[0, 0] == Pixel(r: 0, g: 0, b: 255, a: 255) && canvas[399, 199] == Pixel(r: 0, g: 0, b: 255, a: 255))
        // The whole list is priced by what it can touch, not by the glyphs' size.
        #expect(DisplayListWork(list).total < 1e8)
    }
}
