import struct Foundation.Data
import Testing
import RowTestSupport
import RowRaster
@testable import RowText

@Suite struct GlyphRenderingTests {
    /// A cached glyph mask draws exactly what filling the glyph's outline at its snapped
    /// position draws: the cache changes speed, never pixels.
    @Test func cachedGlyphsEqualTheExactOutlineFill() throws {
        let shaped = try TestSupport.layout("Ag@ 12,5%", .system(size: 17, weight: .semibold))
        let runs = shaped.glyphRuns(origin: Point(3.37, 2.81), scale: 3).map(\.run)
        let paint = Paint.solid(RGBA(r8: 28, g8: 28, b8: 30, a8: 255))
        let viaCache = try Renderer().render(DisplayList(width: 260, height: 70, background: .white,
                                                         ops: runs.map { .glyphs($0, paint: paint, blend: .sourceOver) }))
        var fills: [DisplayOp] = []
        let steps = Double(GlyphPositioning.subpixelSteps)
        for run in runs {
            for (g, p) in zip(run.glyphs, run.positions) {
                let snapped = Point((p.x * steps).rounded() / steps, (p.y * steps).rounded() / steps)
                let path = g.outline.transformed(by: AffineTransform(a: run.size, b: 0, c: 0, d: run.size, tx: snapped.x, ty: snapped.y))
                fills.append(.fill(shape: ShapeSpec(.path(path)), paint: paint, fillRule: .nonZero, blend: .sourceOver))
            }
        }
        let exact = try Renderer().render(DisplayList(width: 260, height: 70, background: .white, ops: fills))
        #expect(viaCache == exact)
        // And the text is really there: plenty of dark pixels.
        var dark = 0
        for y in 0..<70 { for x in 0..<260 where viaCache[x, y].r < 128 { dark += 1 } }
        #expect(dark > 800)
    }

    /// A warm renderer (cache full) and a cold one give identical bytes, run after run.
    @Test func warmAndColdCachesGiveTheSameBytes() throws {
        let shaped = try TestSupport.layout("Groceries · Whole Foods 🛒", .system(size: 16, weight: .medium))
        let list = DisplayList(width: 700, height: 60, background: .white,
                               ops: shaped.glyphRuns(origin: Point(10.25, 5.5), scale: 3).map(\.run).map { .glyphs($0, paint: .solid(.black), blend: .sourceOver) })
        let warm = Renderer()
        let first = try warm.render(list)
        for _ in 0..<3 { #expect(try warm.render(list) == first) }
        #expect(try Renderer().render(list) == first)
    }

    /// A run under a 0.98 scale (a pressed row) is drawn from its outlines, scaled: its ink
    /// shrinks about the transform's anchor.
    @Test func scaledTextIsDrawnScaled() throws {
        let shaped = try TestSupport.layout("Pressed row", .system(size: 17, weight: .medium))
        func inkWidth(_ t: AffineTransform) throws -> Int {
            let runs = shaped.glyphRuns(origin: Point(20, 10), scale: 3, transform: t).map(\.run)
            let c = try Renderer().render(DisplayList(width: 400, height: 100, background: .white,
                                                      ops: runs.map { .glyphs($0, paint: .solid(.black), blend: .sourceOver) }))
            var minX = 400, maxX = 0
            for y in 0..<100 { for x in 0..<400 where c[x, y].r < 200 { minX = min(minX, x); maxX = max(maxX, x) } }
            return maxX - minX
        }
        let normal = try inkWidth(.identity)
        let pressed = try inkWidth(.scale(0.98, 0.98, about: Point(200, 50)))
        #expect(normal > 250)
        #expect(abs(Double(pressed) - Double(normal) * 0.98) <= 2)
    }

    /// Glyph runs round-trip through JSON by font name and glyph index.
    @Test func glyphRunsRoundTripThroughJSON() throws {
        let shaped = try TestSupport.layout("Netflix 🎬", .custom(.helveticaNeue, size: 16, weight: .medium))
        let list = DisplayList(width: 300, height: 60, background: .white,
                               ops: shaped.glyphRuns(origin: Point(4, 4), scale: 3).map(\.run).map { .glyphs($0, paint: .solid(.black), blend: .sourceOver) })
        let json = try list.encodeJSON()
        let back = try DisplayList.decode(json: json, glyphs: TestSupport.fonts)
        #expect(back == list)
        #expect(throws: DisplayListError.self) { try DisplayList.decode(json: json) }   // no fonts given
    }

    @Test func textOpsShapeWhenDecoded() throws {
        let json = #"{"width": 200, "height": 40, "ops": [{"op": "text", "text": "Hi 🏠", "font": "Inter-Bold", "size": 30, "origin": [2, 30]}]}"#
        let list = try DisplayList.decode(json: Data(json.utf8), glyphs: TestSupport.fonts)
        #expect(list.ops.count == 2)   // Inter and the emoji font
        let bad = #"{"width": 200, "height": 40, "ops": [{"op": "text", "text": "Hi", "font": "Nope", "size": 30, "origin": [2, 30]}]}"#
        do {
            _ = try DisplayList.decode(json: Data(bad.utf8), glyphs: TestSupport.fonts)
            Issue.record("unknown font accepted")
        } catch let e as DisplayListError {
            #expect(e.path == "ops[0].text" && e.message.contains("Nope"))
        }
    }
}

@Suite struct EmojiRenderingTests {
    /// A color emoji is drawn from its bitmap, area-averaged down from the 109 ppem strike,
    /// in its own colors whatever the run's paint, inside the box its metrics give.
    @Test func emojiDrawInColorWithinTheirBox() throws {
        let shaped = try TestSupport.layout("🍕", .system(size: 20))
        let runs = shaped.glyphRuns(origin: Point(4, 4), scale: 3).map(\.run)
        let canvas = try Renderer().render(DisplayList(width: 90, height: 90, background: .white,
                                                       ops: runs.map { .glyphs($0, paint: .solid(.black), blend: .sourceOver) }))
        let image = try #require(runs[0].glyphs[0].image)
        let size = runs[0].size, origin = runs[0].positions[0]
        let box = Rect(x: origin.x + image.rect.x * size, y: origin.y + image.rect.y * size,
                       width: image.rect.width * size, height: image.rect.height * size).enclosingPixels
        var saturated = 0, outside = 0
        for y in 0..<90 {
            for x in 0..<90 {
                let p = canvas[x, y]
                let spread = Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b))
                if spread > 80 { saturated += 1 }
                let inBox = x >= box.x && x < box.maxX && y >= box.y && y < box.maxY
                if !inBox && p != canvas[0, 0] { outside += 1 }
            }
        }
        #expect(saturated > 500)     // pizza: orange, red, yellow
        #expect(outside == 0)
        #expect(abs(Double(box.width) - 60 * 136.0 / 109) <= 2)   // 20 pt at 3x, from the 109 ppem strike
        // The pen advances by the font's horizontal metrics (2550 of 2048 units), as HarfBuzz says.
        #expect(abs(shaped.width - 20 * 2550.0 / 2048) < 1e-9)
    }
}

extension TestSupport {
    /// One span of text in a font, laid out on one line.
    static func layout(_ text: String, _ font: FontDescriptor) throws -> TextLayout {
        try fonts.layout([TextSpan(text, SpanStyle(font: font))])
    }
}
