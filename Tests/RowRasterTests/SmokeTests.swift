import Testing
@testable import RowRaster

@Suite struct CanvasTests {
    @Test func fillingARectCoversExactlyItsPixels() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.fill(Path(rect: Rect(x: 1, y: 1, width: 2, height: 2)), paint: .solid(.black))
        #expect(canvas[1, 1] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(canvas[0, 0] == .transparent)
        #expect(canvas[3, 2] == .transparent)
    }
}
