import RowRaster
import RowScene
import RowTestSupport
import Testing

/// SwiftUI's `blendMode(_:)` with the modes real rows use (destinationOut holes, multiply,
/// screen, …), composited as the rasterizer's blend modes define.
@MainActor @Suite struct BlendModeViewTests {
    @Test func destinationOutCutsAHoleInItsGroup() throws {
        let view = ZStack {
            Rectangle().fill(Color.blue)
            Circle().frame(width: 10, height: 10).blendMode(.destinationOut)
        }
        .compositingGroup()
        .frame(width: 20, height: 20)
        let c = try TestSupport.renderer.render(view)
        #expect(c[30, 30].a == 0, "the circle's middle is cut out")
        #expect(c[2, 2] == RGBA(red: 0, green: 0x7A / 255.0, blue: 1).premultiplied)
    }

    @Test func multiplyAndScreenMixWithWhatIsBelow() throws {
        func top(_ mode: BlendMode) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let view = ZStack {
                Color(red: 0.5, green: 1, blue: 1)
                Color(red: 1, green: 0.5, blue: 1).blendMode(mode)
            }
            .frame(width: 4, height: 4)
            return try TestSupport.renderer.render(view)[6, 6].unpremultiplied
        }
        let m = try top(.multiply), s = try top(.screen), n = try top(.normal)
        #expect(abs(Int(m.r) - 128) <= 1 && abs(Int(m.g) - 128) <= 1 && m.b == 255)
        #expect(s.r == 255 && s.g == 255 && s.b == 255)
        #expect(n.r == 255 && abs(Int(n.g) - 128) <= 1)
    }
}
