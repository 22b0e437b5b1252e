import Foundation
import Testing
@testable import RowRaster

/// A layer's color matrix (SwiftUI's hueRotation, contrast, luminanceToAlpha) on its pixels, and
/// in the display list's JSON.
@Suite struct ColorMatrixTests {
    /// A 10 × 10 square of `color` through a layer with `matrix`, over white; the centre pixel.
    func through(_ matrix: ColorMatrix, _ color: RGBA) throws -> Pixel {
        var list = DisplayList(width: 10, height: 10, background: RGBA(red: 1, green: 1, blue: 1))
        list.ops = [.beginLayer(LayerStyle(colorMatrix: matrix)),
                    .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 10, height: 10))), paint: .solid(color), fillRule: .nonZero, blend: .sourceOver),
                    .endLayer]
        return try Renderer().render(list)[5, 5]
    }

    @Test func hueRotationTurnsTheColorAndKeepsGray() throws {
        let gray = try through(.hueRotation(degrees: 77), RGBA(r8: 128, g8: 128, b8: 128))
        #expect(abs(Int(gray.r) - 128) <= 1 && abs(Int(gray.g) - 128) <= 1 && abs(Int(gray.b) - 128) <= 1, "\(gray)")
        // Red turned a third of the way round is mostly green (the filter-effects matrix).
        let turned = try through(.hueRotation(degrees: 120), RGBA(r8: 255, g8: 0, b8: 0))
        #expect(turned.g > turned.r && turned.g > turned.b, "\(turned)")
        #expect(try through(.hueRotation(degrees: 0), RGBA(r8: 200, g8: 40, b8: 90)) == RGBA(r8: 200, g8: 40, b8: 90).premultiplied)
    }

    @Test func contrastMovesFromMiddleGray() throws {
        let flat = try through(try #require(.contrast(0)), RGBA(r8: 10, g8: 200, b8: 90))
        #expect(abs(Int(flat.r) - 128) <= 1 && abs(Int(flat.g) - 128) <= 1, "\(flat)")
        let more = try through(try #require(.contrast(2)), RGBA(r8: 100, g8: 160, b8: 128))
        #expect(more.r < 100 && more.g > 160, "\(more)")
    }

    @Test func luminanceBecomesAlpha() throws {
        // White: opaque black; black: transparent (the white background shows).
        #expect(try through(.luminanceToAlpha, RGBA(r8: 255, g8: 255, b8: 255)) == RGBA(r8: 0, g8: 0, b8: 0).premultiplied)
        #expect(try through(.luminanceToAlpha, RGBA(r8: 0, g8: 0, b8: 0)) == RGBA(r8: 255, g8: 255, b8: 255).premultiplied)
    }

    @Test func theMatrixRoundTripsThroughJSONAndBadOnesAreRefused() throws {
        var list = DisplayList(width: 4, height: 4, background: RGBA(red: 1, green: 1, blue: 1))
        list.ops = [.beginLayer(LayerStyle(colorMatrix: .luminanceToAlpha)), .endLayer]
        let json = try list.encodeJSON()
        #expect(try DisplayList.decode(json: json) == list)
        let bad = Data(#"{"width":4,"height":4,"ops":[{"op":"beginLayer","colorMatrix":[1,2,3]},{"op":"endLayer"}]}"#.utf8)
        #expect { try DisplayList.decode(json: bad) } throws: { "\($0)".contains("colorMatrix") && "\($0)".contains("20 finite numbers") }
        #expect(ColorMatrix([Double](repeating: .nan, count: 20)) == nil)
    }
}
