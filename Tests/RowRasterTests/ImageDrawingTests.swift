import Testing
@testable import RowRaster

@Suite struct ImageDrawingTests {
    /// A 4×4 checkerboard of black/white 2×2 blocks shrunk to 2×2 averages each block.
    @Test func shrinkingAveragesTheSourceArea() throws {
        var src = try Canvas(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { src[x, y] = ((x / 2 + y / 2) % 2 == 0) ? Pixel(r: 255, g: 255, b: 255, a: 255) : Pixel(r: 0, g: 0, b: 0, a: 255) } }
        var dst = try Canvas(width: 2, height: 2)
        dst.draw(image: src, in: Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(dst[0, 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(dst[1, 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
        // A fine 1-px checkerboard shrunk 4× becomes an even grey, not aliasing.
        var fine = try Canvas(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { fine[x, y] = (x + y) % 2 == 0 ? Pixel(r: 255, g: 255, b: 255, a: 255) : Pixel(r: 0, g: 0, b: 0, a: 255) } }
        var small = try Canvas(width: 2, height: 2)
        small.draw(image: fine, in: Rect(x: 0, y: 0, width: 2, height: 2))
        for y in 0..<2 { for x in 0..<2 { #expect(abs(Int(small[x, y].r) - 128) <= 1) } }
    }

    @Test func fractionalDestinationEdgesArePartiallyCovered() throws {
        let src = try Canvas(width: 2, height: 2, fill: .black)
        var dst = try Canvas(width: 4, height: 4)
        dst.draw(image: src, in: Rect(x: 0.5, y: 0, width: 2, height: 4))
        #expect(dst[0, 1].a == 128)
        #expect(dst[1, 1].a == 255)
        #expect(dst[2, 1].a == 128)
        #expect(dst[3, 1].a == 0)
    }

    @Test func enlargingInterpolatesBetweenPixelCentres() throws {
        var src = try Canvas(width: 2, height: 1)
        src[0, 0] = Pixel(r: 0, g: 0, b: 0, a: 255); src[1, 0] = Pixel(r: 255, g: 255, b: 255, a: 255)
        var dst = try Canvas(width: 8, height: 1)
        dst.draw(image: src, in: Rect(x: 0, y: 0, width: 8, height: 1))
        let reds = (0..<8).map { Int(dst[$0, 0].r) }
        #expect(reds == reds.sorted())           // monotone ramp
        #expect(reds[0] == 0 && reds[7] == 255)  // clamped at the ends
    }
}
