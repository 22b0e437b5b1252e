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
}
