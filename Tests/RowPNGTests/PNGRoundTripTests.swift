import Testing
import RowPNG
import RowRaster

@Suite struct PNGRoundTripTests {
    @Test func encodeThenDecodeGivesTheSamePixels() throws {
        var canvas = try Canvas(width: 7, height: 5, fill: .white)
        canvas.fill(Path(circleCenter: Point(3.5, 2.5), radius: 2), paint: .solid(RGBA(r8: 255, g8: 149, b8: 0, a8: 128)))
        let decoded = try PNG.decode(try PNG.encode(canvas, scale: 3))
        #expect(decoded.canvas == canvas)
        #expect(decoded.pixelsPerMeter == PNG.pixelsPerMeter(scale: 3))
    }

    /// An opaque canvas is written as RGB straight from its pixels, anything else as RGBA;
    /// both decode to the same pixels.
    @Test func opaqueCanvasesAreWrittenAsRGB() throws {
        var opaque = try Canvas(width: 9, height: 4, fill: RGBA(r8: 242, g8: 242, b8: 247))
        opaque.fill(Path(circleCenter: Point(4.5, 2), radius: 1.7), paint: .solid(RGBA(r8: 255, g8: 149, b8: 0, a8: 200)))
        var translucent = opaque
        translucent[8, 3] = Pixel(r: 16, g: 32, b: 64, a: 128)
        for (canvas, colorType) in [(opaque, UInt8(2)), (translucent, UInt8(6))] {
            let bytes = try PNG.encode(canvas, compression: .fast)
            #expect(bytes[25] == colorType, "IHDR color type")      // 8 signature + 8 chunk head + 9
            #expect(try PNG.decode(bytes).canvas == canvas)
        }
        #expect(opaque.isOpaque && !translucent.isOpaque)
    }
}

