import RowRaster
import Testing

/// The blend modes against the W3C Compositing and Blending formulas, computed here from the
/// specification's definitions (not RowRaster's code): an opaque source over an opaque
/// backdrop gives B(Cs, Cb); a translucent source mixes with the backdrop; the Porter–Duff
/// operators move alpha.
@Suite struct BlendModeTests {
    static let cs = (0.8, 0.4, 0.2), cb = (0.3, 0.6, 0.9)

    /// One pixel: the backdrop, then the source with `mode`.
    func composite(_ source: RGBA, over backdrop: RGBA, _ mode: BlendMode) throws -> (Double, Double, Double, Double) {
        let list = DisplayList(width: 1, height: 1, ops: [
            .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 1, height: 1))), paint: .solid(backdrop), fillRule: .nonZero, blend: .sourceOver),
            .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 1, height: 1))), paint: .solid(source), fillRule: .nonZero, blend: mode),
        ])
        let p = try Renderer().render(list)[0, 0].unpremultiplied
        return (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255, Double(p.a) / 255)
    }

    static func expected(_ mode: BlendMode, _ s: Double, _ b: Double) -> Double {
        switch mode {
        case .multiply: return s * b
        case .screen: return 1 - (1 - s) * (1 - b)
        case .overlay: return b <= 0.5 ? 2 * s * b : 1 - 2 * (1 - s) * (1 - b)
        case .darken: return min(s, b)
        case .lighten: return max(s, b)
        case .colorDodge: return min(1, b / (1 - s))
        case .colorBurn: return 1 - min(1, (1 - b) / s)
        case .hardLight: return s <= 0.5 ? 2 * s * b : 1 - 2 * (1 - s) * (1 - b)
        case .softLight: return s <= 0.5 ? b - (1 - 2 * s) * b * (1 - b) : b + (2 * s - 1) * ((b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()) - b)
        case .difference: return abs(s - b)
        case .exclusion: return s + b - 2 * s * b
        default: return .nan
        }
    }

    @Test(arguments: [BlendMode.multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight, .difference, .exclusion])
    func separableModesFollowTheirFormula(_ mode: BlendMode) throws {
        // The rasterizer's inputs are 8-bit: the formula is taken at the same values.
        func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
        let s = (q(Self.cs.0), q(Self.cs.1), q(Self.cs.2)), b = (q(Self.cb.0), q(Self.cb.1), q(Self.cb.2))
        let got = try composite(RGBA(red: s.0, green: s.1, blue: s.2), over: RGBA(red: b.0, green: b.1, blue: b.2), mode)
        for (g, e) in [(got.0, Self.expected(mode, s.0, b.0)), (got.1, Self.expected(mode, s.1, b.1)), (got.2, Self.expected(mode, s.2, b.2))] {
            #expect(abs(g - e) <= 1.5 / 255, "\(mode): \(g) vs \(e)")
        }
        #expect(got.3 == 1)
    }

    @Test func aTranslucentSourceMixesWithTheBackdrop() throws {
        // Multiply at alpha 0.5 over opaque: half the backdrop, half the product.
        let got = try composite(RGBA(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.5), over: RGBA(red: 0.3, green: 0.6, blue: 0.9), .multiply)
        #expect(abs(got.0 - (0.5 * 0.3 + 0.5 * 0.24)) <= 1.5 / 255)
    }

    @Test func nonSeparableModesKeepWhatTheyName() throws {
        let s = RGBA(red: 0.9, green: 0.1, blue: 0.1), b = RGBA(red: 0.2, green: 0.5, blue: 0.8)
        // Luminosity: the backdrop's hue and saturation at the source's luminosity.
        let lum = try composite(s, over: b, .luminosity)
        #expect(abs((0.3 * lum.0 + 0.59 * lum.1 + 0.11 * lum.2) - (0.3 * 0.9 + 0.59 * 0.1 + 0.11 * 0.1)) <= 2 / 255)
        #expect(lum.2 > lum.1 && lum.1 > lum.0, "the backdrop's blue hue stays")
        // Color: the source's hue and saturation at the backdrop's luminosity.
        let color = try composite(s, over: b, .color)
        #expect(abs((0.3 * color.0 + 0.59 * color.1 + 0.11 * color.2) - (0.3 * 0.2 + 0.59 * 0.5 + 0.11 * 0.8)) <= 2 / 255)
        #expect(color.0 > color.1 && abs(color.1 - color.2) <= 2 / 255, "the source's red hue")
    }

    @Test func porterDuffOperatorsMoveAlpha() throws {
        let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        #expect(try composite(red, over: blue, .destinationOut).3 == 0)              // the source erases
        #expect(try composite(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), over: blue, .destinationOut).3 == 127 / 255)   // 1 − 128/255
        let over = try composite(red, over: blue, .destinationOver)                    // the backdrop stays on top
        #expect(over.0 == 0 && over.2 == 1)
        let atop = try composite(red, over: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), .sourceAtop)
        #expect(atop.3 == 128 / 255 && atop.0 == 1)                                     // the source, within the backdrop's alpha
        let darker = try composite(RGBA(red: 0.8, green: 0.8, blue: 0.8), over: RGBA(red: 0.5, green: 0.9, blue: 0.1), .plusDarker)
        #expect(abs(darker.0 - 0.3) <= 1.5 / 255 && abs(darker.1 - 0.7) <= 1.5 / 255 && darker.2 == 0)
    }

    @Test func swiftUIsNormalIsSourceOver() {
        #expect(BlendMode.normal == .sourceOver)
        #expect(BlendMode.allCases.count == 21)
    }
}
