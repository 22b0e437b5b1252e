import Foundation
import Testing
@testable import RowRaster

@Suite struct PaintAndCompositingTests {
    func pixel(_ list: DisplayList, _ x: Int, _ y: Int) throws -> Pixel { try Renderer().render(list)[x, y] }
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> ShapeSpec { ShapeSpec(.rect(Rect(x: x, y: y, width: w, height: h))) }

    @Test func sourceOverMatchesTheFormula() throws {
        // 50 % red over opaque blue: (128,0,0,128) + (0,0,255,255)·(1 − 128/255).
        let list = DisplayList(width: 2, height: 2, background: RGBA(r8: 0, g8: 0, b8: 255), ops: [
            .fill(shape: rect(0, 0, 2, 2), paint: .solid(RGBA(r8: 255, g8: 0, b8: 0, a8: 128)), fillRule: .nonZero, blend: .sourceOver),
        ])
        #expect(try pixel(list, 1, 1) == Pixel(r: 128, g: 0, b: 127, a: 255))
    }

    /// A mask layer keeps what its enclosing layer drew in proportion to its alpha (its
    /// colors do not matter), and clears what it does not cover — even far outside what it drew.
    @Test func aMaskLayerKeepsItsAlphaOfTheLayerBelow() throws {
        let list = DisplayList(width: 8, height: 2, background: RGBA(r8: 0, g8: 0, b8: 255), ops: [
            .beginLayer(LayerStyle()),
            .fill(shape: rect(0, 0, 8, 2), paint: .solid(RGBA(r8: 255, g8: 0, b8: 0)), fillRule: .nonZero, blend: .sourceOver),
            .beginLayer(LayerStyle(isMask: true)),
            .fill(shape: rect(0, 0, 2, 2), paint: .solid(RGBA(r8: 0, g8: 255, b8: 0)), fillRule: .nonZero, blend: .sourceOver),
            .fill(shape: rect(2, 0, 2, 2), paint: .solid(RGBA(r8: 9, g8: 9, b8: 9, a8: 128)), fillRule: .nonZero, blend: .sourceOver),
            .endLayer,
            .endLayer,
        ])
        let c = try Renderer().render(list)
        #expect(c[1, 1] == Pixel(r: 255, g: 0, b: 0, a: 255))                // opaque mask: the red
        #expect(c[3, 1] == Pixel(r: 128, g: 0, b: 127, a: 255))              // half mask: half red over the blue
        #expect(c[6, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))                // no mask: only the background
        // A clip on the mask layer is part of its alpha; a mask layer may not cast shadows.
        var clipped = list
        clipped.ops[2] = .beginLayer(LayerStyle(clip: rect(0, 0, 1, 2), isMask: true))
        let d = try Renderer().render(clipped)
        #expect(d[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255) && d[1, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))
        var shadowed = list
        shadowed.ops[2] = .beginLayer(LayerStyle(shadows: [DropShadow(color: RGBA(r8: 0, g8: 0, b8: 0), sigma: 2, offset: Point(0, 1))], isMask: true))
        #expect(throws: RasterError.self) { try Renderer().render(shadowed) }
        // The flag survives the JSON form.
        let json = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: json).ops[2] == list.ops[2])
    }

    @Test func plusLighterIsASaturatingAdd() throws {
        let list = DisplayList(width: 1, height: 1, background: RGBA(r8: 200, g8: 100, b8: 10), ops: [
            .fill(shape: rect(0, 0, 1, 1), paint: .solid(RGBA(r8: 100, g8: 100, b8: 100)), fillRule: .nonZero, blend: .plusLighter),
        ])
        #expect(try pixel(list, 0, 0) == Pixel(r: 255, g: 200, b: 110, a: 255))
        // Exhaustively against a scalar saturating add on a sample of lanes.
        for s in stride(from: UInt32(0), to: 256, by: 7) {
            for d in stride(from: UInt32(0), to: 256, by: 5) {
                let sp = s | (255 - s) << 8 | (s / 2) << 16 | s << 24, dp = d | d << 8 | (255 - d) << 16 | (d / 3) << 24
                let got = plusLighterPacked(sp, dp)
                for lane in 0..<4 {
                    let a = (sp >> (8 * lane)) & 0xFF, b = (dp >> (8 * lane)) & 0xFF
                    #expect((got >> (8 * lane)) & 0xFF == min(255, a + b))
                }
            }
        }
    }

    @Test func scalingAPixelRoundsExactly() {
        for v in stride(from: UInt32(0), to: 256, by: 3) {
            for f in stride(from: UInt32(0), to: 256, by: 2) {
                let expected = UInt32((Double(v * f) / 255).rounded())
                #expect(scalePacked(v | v << 24, f) == expected | expected << 24)
            }
        }
    }

    @Test func gradientEndsMatchTheirStopsAndPadBeyond() throws {
        let g = LinearGradient(start: Point(10, 0), end: Point(90, 0), stops: [
            .init(location: 0, color: RGBA(r8: 0, g8: 122, b8: 255)), .init(location: 1, color: RGBA(r8: 175, g8: 82, b8: 222)),
        ])
        let list = DisplayList(width: 100, height: 1, ops: [.fill(shape: rect(0, 0, 100, 1), paint: .linearGradient(g), fillRule: .nonZero, blend: .sourceOver)])
        let c = try Renderer().render(list)
        #expect(c[0, 0] == Pixel(r: 0, g: 122, b: 255, a: 255))      // padded before the start
        #expect(c[99, 0] == Pixel(r: 175, g: 82, b: 222, a: 255))    // padded after the end
    }

    /// A radial gradient: every pixel within one level of the exact color at its centre's
    /// distance from the center, padded inside the start radius and outside the end radius.
    @Test(arguments: [GradientSpace.oklab, .device])
    func radialPixelsMatchTheExactColorAtTheirDistance(space: GradientSpace) throws {
        let stops: [GradientStop] = [.init(location: 0, color: RGBA(r8: 255, g8: 204, b8: 0)), .init(location: 0.4, color: RGBA(r8: 255, g8: 45, b8: 85, a8: 200)),
                                     .init(location: 1, color: RGBA(r8: 88, g8: 86, b8: 214))]
        let g = RadialGradient(center: Point(30.3, 25.7), startRadius: 4, endRadius: 22, stops: stops, space: space)
        let c = try Renderer().render(DisplayList(width: 64, height: 52, ops: [.fill(shape: rect(0, 0, 64, 52), paint: .radialGradient(g), fillRule: .nonZero, blend: .sourceOver)]))
        let sampler = LinearGradient(start: Point(0, 0), end: Point(1, 0), stops: stops, space: space)
        for y in 0..<52 {
            for x in 0..<64 {
                let d = ((Double(x) + 0.5 - 30.3) * (Double(x) + 0.5 - 30.3) + (Double(y) + 0.5 - 25.7) * (Double(y) + 0.5 - 25.7)).squareRoot()
                let exact = sampler.color(at: (d - 4) / 18)
                let want = [exact.red * exact.alpha, exact.green * exact.alpha, exact.blue * exact.alpha, exact.alpha].map { $0 * 255 }
                let got = c[x, y]
                let diff = zip([got.r, got.g, got.b, got.a].map(Double.init), want).map { abs($0 - $1) }.max()!
                if diff > 1 { Issue.record("(\(x), \(y)): \(got) vs \(want)"); return }
            }
        }
        #expect(c[30, 25] == Pixel(r: 255, g: 204, b: 0, a: 255), "inside the start radius: the first stop")
        #expect(c[0, 0] == Pixel(r: 88, g: 86, b: 214, a: 255), "beyond the end radius: the last stop")
    }

    /// An angular gradient runs clockwise from its start angle (0 pointing to +x, y down);
    /// a partial sweep pads the gap with the nearer end's color.
    @Test func angularGradientsRunClockwiseAndPadTheGap() throws {
        let red = RGBA(r8: 255, g8: 0, b8: 0), blue = RGBA(r8: 0, g8: 0, b8: 255)
        func render(_ start: Double, _ end: Double) throws -> Canvas {
            let g = AngularGradient(center: Point(50, 50), startAngle: start, endAngle: end, stops: [.init(location: 0, color: red), .init(location: 1, color: blue)])
            return try Renderer().render(DisplayList(width: 100, height: 100, ops: [.fill(shape: rect(0, 0, 100, 100), paint: .angularGradient(g), fillRule: .nonZero, blend: .sourceOver)]))
        }
        let whole = try render(0, 2 * .pi)
        // Just below +x (clockwise from 0): near the start; just above: near the end of the turn.
        #expect(whole[90, 51].r > 240 && whole[90, 51].b < 60)
        #expect(whole[90, 48].b > 240 && whole[90, 48].r < 60)
        // Straight down is a quarter turn clockwise: a quarter of the way from red to blue.
        let down = whole[50, 95], exact = LinearGradient(start: Point(0, 0), end: Point(1, 0), stops: [.init(location: 0, color: red), .init(location: 1, color: blue)]).color(at: 0.25)
        #expect(abs(Double(down.r) - exact.red * 255) <= 2 && abs(Double(down.b) - exact.blue * 255) <= 2)
        // Equal angles sweep a whole turn.
        #expect(try render(1, 1) == render(1, 1 + 2 * .pi))
        // A half sweep (0…π): the upper half is padded, red near the start's side, blue near the end's.
        let half = try render(0, .pi)
        #expect(half[95, 45] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(half[5, 45] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// Every pixel equals the exact color at its centre, rounded: within one 8-bit level,
    /// for long and short gradients in both spaces, with steep sRGB toes.
    @Test(arguments: [(786.0, GradientSpace.oklab), (20.0, GradientSpace.oklab), (786.0, GradientSpace.device), (3.0, GradientSpace.device)])
    func gradientPixelsMatchTheExactColorAtTheirCentres(length: Double, space: GradientSpace) throws {
        let g = LinearGradient(start: Point(5, 0), end: Point(5 + length, 0), stops: [
            .init(location: 0, color: RGBA(r8: 0x5A, g8: 0xC8, b8: 0xFA)), .init(location: 0.3, color: RGBA(r8: 3, g8: 5, b8: 40, a8: 90)),
            .init(location: 1, color: RGBA(r8: 0xFF, g8: 0x95, b8: 0x00))], space: space)
        let width = Int(length) + 10
        let c = try Renderer().render(DisplayList(width: width, height: 1, ops: [.fill(shape: rect(0, 0, Double(width), 1), paint: .linearGradient(g), fillRule: .nonZero, blend: .sourceOver)]))
        for x in 0..<width {
            let exact = g.color(at: (Double(x) + 0.5 - 5) / length)
            let a = exact.alpha
            let want = [exact.red * a, exact.green * a, exact.blue * a, a].map { $0 * 255 }
            let got = c[x, 0]
            let diffs = zip([got.r, got.g, got.b, got.a].map(Double.init), want).map { abs($0 - $1) }
            #expect(diffs.max()! <= 1.0, "x=\(x): \(got) vs \(want)")
        }
    }

    /// Diagonal, reversed and steep gradients: every pixel within one level of the exact
    /// color at its centre (t from the projection onto the gradient vector).
    @Test(arguments: [(Point(3, 40), Point(57, 2)), (Point(60, 10), Point(0, 30)), (Point(30, 0), Point(31, 50)), (Point(20, 20), Point(20.4, 20.2))])
    func obliqueGradientsMatchTheExactColor(start: Point, end: Point) throws {
        let g = LinearGradient(start: start, end: end, stops: [
            .init(location: 0, color: RGBA(r8: 255, g8: 45, b8: 85)), .init(location: 0.6, color: RGBA(r8: 52, g8: 199, b8: 89, a8: 160)),
            .init(location: 1, color: RGBA(r8: 0, g8: 122, b8: 255))], space: .oklab)
        let c = try Renderer().render(DisplayList(width: 64, height: 48, ops: [.fill(shape: rect(0, 0, 64, 48), paint: .linearGradient(g), fillRule: .nonZero, blend: .sourceOver)]))
        let vx = end.x - start.x, vy = end.y - start.y
        for y in 0..<48 { for x in 0..<64 {
            let t = ((Double(x) + 0.5 - start.x) * vx + (Double(y) + 0.5 - start.y) * vy) / (vx * vx + vy * vy)
            let exact = g.color(at: t), a = exact.alpha
            let want = [exact.red * a, exact.green * a, exact.blue * a, a].map { $0 * 255 }
            let got = c[x, y]
            let worst = zip([got.r, got.g, got.b, got.a].map(Double.init), want).map { abs($0 - $1) }.max()!
            #expect(worst <= 1.0, "(\(x),\(y)): \(got) vs \(want)")
        } }
    }

    /// Two stops at one location make a hard edge; a zero-length gradient shows its last stop.
    @Test func hardEdgesAndZeroLengthGradients() throws {
        let red = RGBA(r8: 255, g8: 0, b8: 0), blue = RGBA(r8: 0, g8: 0, b8: 255)
        let hard = LinearGradient(start: Point(0, 0), end: Point(100, 0), stops: [
            .init(location: 0, color: red), .init(location: 0.503, color: red), .init(location: 0.503, color: blue), .init(location: 1, color: blue)])
        let c = try Renderer().render(DisplayList(width: 100, height: 1, ops: [.fill(shape: rect(0, 0, 100, 1), paint: .linearGradient(hard), fillRule: .nonZero, blend: .sourceOver)]))
        #expect(c[49, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))     // t = 0.495
        #expect(c[50, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))     // t = 0.505
        let point = LinearGradient(start: Point(5, 5), end: Point(5, 5), stops: [.init(location: 0, color: red), .init(location: 1, color: blue)])
        let z = try Renderer().render(DisplayList(width: 10, height: 10, ops: [.fill(shape: rect(0, 0, 10, 10), paint: .linearGradient(point), fillRule: .nonZero, blend: .sourceOver)]))
        #expect(z[0, 0] == Pixel(r: 0, g: 0, b: 255, a: 255) && z[9, 9] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// A row shades to the same bits whichever span of it is asked for (so skipping occluded
    /// pixels never changes the visible ones), and absurd geometry neither traps nor wraps.
    @Test func gradientShadingDoesNotDependOnTheSpan() {
        let stops: [LinearGradient.Stop] = [.init(location: 0, color: .black), .init(location: 1, color: RGBA(r8: 255, g8: 149, b8: 0))]
        let cases: [(Point, Point)] = [(Point(13.3, 2), Point(700.9, 9)), (Point(500, 0), Point(-20, 0)), (Point(0, 0), Point(1e-9, 0)),
                                       (Point(0, 0), Point(1e12, 3)), (Point(-1e15, 0), Point(1e15, 0)), (Point(40, 0), Point(40.0001, 0))]
        for (start, end) in cases {
            let shader = Shader(.linearGradient(LinearGradient(start: start, end: end, stops: stops)))
            var whole = [UInt32](repeating: 0, count: 1000)
            whole.withUnsafeMutableBufferPointer { shader.shade(row: 7, x0: 0, into: $0) }
            for (lo, hi) in [(0, 1), (1, 999), (17, 18), (333, 777), (998, 1000)] {
                var part = [UInt32](repeating: 0, count: hi - lo)
                part.withUnsafeMutableBufferPointer { shader.shade(row: 7, x0: lo, into: $0) }
                #expect(part == Array(whole[lo..<hi]), "\(start)→\(end) span \(lo)..<\(hi)")
            }
        }
    }

    /// OKLab midpoint of blue→purple, computed independently here from the OKLab definition.
    @Test func oklabAndDeviceInterpolationDiffer() {
        let a = RGBA(r8: 0, g8: 122, b8: 255), b = RGBA(r8: 175, g8: 82, b8: 222)
        let g = LinearGradient(start: Point(0, 0), end: Point(1, 0), stops: [.init(location: 0, color: a), .init(location: 1, color: b)], space: .oklab)
        var d = g; d.space = .device
        let mid = g.color(at: 0.5), dev = d.color(at: 0.5)
        // Device: the plain average of encoded components.
        #expect(abs(dev.red - (0 + 175) / 2 / 255) < 1e-9 && abs(dev.blue - (255 + 222) / 2 / 255) < 1e-9)
        // OKLab: round-trip through our own independent conversion.
        func lab(_ c: RGBA) -> (Double, Double, Double) {
            func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            let r = lin(c.red), gg = lin(c.green), bb = lin(c.blue)
            let l = cbrt(0.4122214708 * r + 0.5363325363 * gg + 0.0514459929 * bb)
            let m = cbrt(0.2119034982 * r + 0.6806995451 * gg + 0.1073969566 * bb)
            let s = cbrt(0.0883024619 * r + 0.2817188376 * gg + 0.6299787005 * bb)
            return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                    1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                    0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
        }
        let la = lab(a), lb = lab(b), lm = lab(mid)
        #expect(abs(lm.0 - (la.0 + lb.0) / 2) < 1e-6 && abs(lm.1 - (la.1 + lb.1) / 2) < 1e-6 && abs(lm.2 - (la.2 + lb.2) / 2) < 1e-6)
        #expect(abs(mid.red - dev.red) > 0.01 || abs(mid.green - dev.green) > 0.01)
    }

    /// Premultiplied interpolation: fading to transparent keeps the hue (no grey fringe).
    @Test func premultipliedInterpolationKeepsTheHueWhenFading() {
        for space in [GradientSpace.oklab, .device] {
            let g = LinearGradient(start: Point(0, 0), end: Point(1, 0), stops: [
                .init(location: 0, color: RGBA(r8: 255, g8: 0, b8: 0)), .init(location: 1, color: RGBA(r8: 0, g8: 0, b8: 255, a8: 0)),
            ], space: space)
            let c = g.color(at: 0.5)
            #expect(abs(c.alpha - 0.5) < 1e-9)
            #expect(abs(c.red - 1) < 1e-6 && c.blue < 1e-6, "\(space): \(c)")
        }
    }

    @Test func gradientWithStartAndEndOutsideTheShape() throws {
        let g = LinearGradient(start: Point(-100, 0), end: Point(200, 0), stops: [
            .init(location: 0, color: .black), .init(location: 1, color: .white)], space: .device)
        let c = try Renderer().render(DisplayList(width: 100, height: 1, ops: [.fill(shape: rect(0, 0, 100, 1), paint: .linearGradient(g), fillRule: .nonZero, blend: .sourceOver)]))
        // Pixel 50's centre is at t = (50.5 + 100)/300.
        #expect(abs(Int(c[50, 0].r) - Int((150.5 / 300 * 255).rounded())) <= 1)
    }

    @Test func layerOpacityAppliesToTheGroupNotEachChild() throws {
        // Two overlapping opaque squares in a 50 % layer: the overlap is 50 % of the top
        // square's colour, not a double blend.
        let list = DisplayList(width: 4, height: 1, background: .white, ops: [
            .beginLayer(LayerStyle(opacity: 0.5)),
            .fill(shape: rect(0, 0, 3, 1), paint: .solid(RGBA(r8: 255, g8: 0, b8: 0)), fillRule: .nonZero, blend: .sourceOver),
            .fill(shape: rect(1, 0, 3, 1), paint: .solid(RGBA(r8: 0, g8: 0, b8: 255)), fillRule: .nonZero, blend: .sourceOver),
            .endLayer,
        ])
        let c = try Renderer().render(list)
        #expect(c[0, 0] == Pixel(r: 255, g: 127, b: 127, a: 255))
        #expect(c[2, 0] == Pixel(r: 127, g: 127, b: 255, a: 255))
    }

    @Test func layerClipMasksWithAntiAliasing() throws {
        let list = DisplayList(width: 10, height: 10, ops: [
            .beginLayer(LayerStyle(clip: ShapeSpec(.rect(Rect(x: 2.5, y: 0, width: 5, height: 10))))),
            .fill(shape: rect(0, 0, 10, 10), paint: .solid(.black), fillRule: .nonZero, blend: .sourceOver),
            .endLayer,
        ])
        let c = try Renderer().render(list)
        #expect(c[1, 5].a == 0)
        #expect(c[2, 5].a == 128)
        #expect(c[5, 5].a == 255)
        #expect(c[7, 5].a == 128)
        #expect(c[8, 5].a == 0)
    }

    @Test func brightnessAddsToUnpremultipliedColor() throws {
        let list = DisplayList(width: 1, height: 1, ops: [
            .beginLayer(LayerStyle(brightness: 0.2)),
            .fill(shape: rect(0, 0, 1, 1), paint: .solid(RGBA(r8: 100, g8: 250, b8: 0, a8: 128)), fillRule: .nonZero, blend: .sourceOver),
            .endLayer,
        ])
        let p = try Renderer().render(list)[0, 0].unpremultiplied
        #expect(p.a == 128)
        #expect(abs(Int(p.r) - 151) <= 1 && p.g == 255 && abs(Int(p.b) - 51) <= 1)
    }

    @Test func plusLighterLayer() throws {
        let list = DisplayList(width: 1, height: 1, background: RGBA(r8: 100, g8: 100, b8: 100), ops: [
            .beginLayer(LayerStyle(blend: .plusLighter)),
            .fill(shape: rect(0, 0, 1, 1), paint: .solid(RGBA(r8: 200, g8: 50, b8: 0)), fillRule: .nonZero, blend: .sourceOver),
            .endLayer,
        ])
        #expect(try pixel(list, 0, 0) == Pixel(r: 255, g: 150, b: 100, a: 255))
    }

    @Test func unbalancedLayersAreErrors() {
        #expect(throws: RasterError.self) { try Renderer().render(DisplayList(width: 1, height: 1, ops: [.endLayer])) }
        #expect(throws: RasterError.self) { try Renderer().render(DisplayList(width: 1, height: 1, ops: [.beginLayer(LayerStyle())])) }
    }

    @Test func oversizedCanvasIsAnErrorNotAnAllocation() {
        #expect(throws: RasterError.canvasTooLarge(width: 100_000, height: 100_000)) { try Canvas(width: 100_000, height: 100_000) }
        #expect(throws: RasterError.canvasTooLarge(width: 16_384, height: 16_384)) { try Canvas(width: 16_384, height: 16_384) }
        #expect(throws: RasterError.invalidCanvasSize(width: 0, height: 5)) { try Canvas(width: 0, height: 5) }
    }

    @Test func nonFiniteGeometryDrawsNothingAndDoesNotCrash() throws {
        var c = try Canvas(width: 8, height: 8)
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(.infinity, 3)); p.line(to: Point(.nan, 5)); p.close()
        c.fill(p, paint: .solid(.black))
        c.fill(Path(circleCenter: Point(1e300, -1e300), radius: 1e300), paint: .solid(.black))
        #expect(c.bounds.width == 8)
    }
}

#if canImport(Glibc)
import Glibc
#endif
