import Foundation
import Testing
@testable import RowRaster

/// A layer's own shadow is cast by what the layer composites: for an opaque layer clipped to a
/// rounded rectangle, the exact Gaussian of that rectangle, moved by any fraction of a pixel.
@Suite struct LayerShadowTests {
    static let card = Rect(x: 14.3, y: 12.6, width: 40.5, height: 28.2)
    static let bounds = IntRect(x: 0, y: 0, width: 90, height: 80)

    /// The shadow's coverage under an opaque layer clipped to `card` (radius 8.4).
    func layerShadow(sigma: Double, offset: Point, opacity: Double = 1, colorAlpha: Double = 1) throws -> CoverageMask {
        var layer = try Canvas(width: Self.bounds.width, height: Self.bounds.height)
        layer.fill(Path(rect: Rect(x: 0, y: 0, width: 90, height: 80)), paint: .solid(.white))
        var accumulator = CoverageAccumulator()
        let clip = ClipMask(path: Path(roundedRect: Self.card, radius: 8.4, style: .circular), clip: Self.bounds, accumulator: &accumulator)
        let alpha = LayerShadow.alpha(of: layer, in: clip.region, mask: clip, opacity: opacity)
        return LayerShadow.mask(alpha: alpha, region: clip.region, sigma: sigma, offset: offset, clip: Self.bounds, colorAlpha: colorAlpha)
    }

    /// The layer's alpha is its clip's coverage in 8 bits, each pixel's spread evenly over
    /// it: within half a level of rounding plus the cell error of whole-pixel cells,
    /// 17·(1/σ)² levels (`GaussianKernel.cellErrorPerRatioSquared`), of the shape's exact Gaussian.
    @Test(arguments: [(1.5, Point(0, 0)), (3.0, Point(0.37, 2.81)), (6.0, Point(-1.5, 3.25)), (12.0, Point(0.5, 8.75))])
    func clippedOpaqueLayerCastsTheExactShadowOfItsClip(sigma: Double, offset: Point) throws {
        let mask = try layerShadow(sigma: sigma, offset: offset)
        var worst = 0.0
        for py in 0..<Self.bounds.height {
            for px in 0..<Self.bounds.width {
                let c = Self.card
                let exact = exactRoundedRectShadow(x: c.x + offset.x, y: c.y + offset.y, w: c.width, h: c.height, r: 8.4, sigma: sigma, px: px, py: py)
                worst = max(worst, abs(Double(mask.coverage(x: px, y: py)) - exact))
            }
        }
        #expect(worst <= (0.5 + 17 / (sigma * sigma)) / 255, "σ \(sigma): worst error \(worst * 255)/255")
    }

    /// Without a blur the shadow is the layer's alpha moved: by whole pixels exactly, by half a
    /// pixel the mean of each pair of neighbours.
    @Test func unblurredShadowIsTheAlphaMoved() throws {
        var accumulator = CoverageAccumulator()
        let clip = ClipMask(path: Path(roundedRect: Self.card, radius: 8.4, style: .circular), clip: Self.bounds, accumulator: &accumulator)
        var layer = try Canvas(width: 90, height: 80)
        layer.fill(Path(rect: Rect(x: 0, y: 0, width: 90, height: 80)), paint: .solid(.white))
        let alpha = LayerShadow.alpha(of: layer, in: clip.region, mask: clip, opacity: 1)
        func at(_ x: Int, _ y: Int) -> Double {
            let r = clip.region
            return x >= r.x && x < r.maxX && y >= r.y && y < r.maxY ? Double(alpha[(y - r.y) * r.width + x - r.x]) : 0
        }
        let whole = LayerShadow.mask(alpha: alpha, region: clip.region, sigma: 0, offset: Point(3, -2), clip: Self.bounds, colorAlpha: 1)
        let half = LayerShadow.mask(alpha: alpha, region: clip.region, sigma: 0, offset: Point(0.5, 0), clip: Self.bounds, colorAlpha: 1)
        var worst = 0.0
        for y in 0..<80 {
            for x in 0..<90 {
                worst = max(worst, abs(Double(whole.coverage(x: x, y: y)) - at(x - 3, y + 2)))
                worst = max(worst, abs(Double(half.coverage(x: x, y: y)) - (at(x, y) + at(x - 1, y)) / 2))
            }
        }
        // σ 0 runs as σ 1e-3 px: each pixel keeps all but 2·σ·φ(0) ≈ 0.0008 of its own alpha.
        #expect(worst < 1e-3, "worst \(worst)")
    }

    @Test func opacityScalesTheShadow() throws {
        let full = try layerShadow(sigma: 3, offset: Point(0, 2)), half = try layerShadow(sigma: 3, offset: Point(0, 2), opacity: 0.5)
        #expect(full.region == half.region)
        let worst = zip(full.values, half.values).map { abs($0 / 2 - $1) }.max() ?? 1
        #expect(worst < 1e-5)
    }

    /// A faint shadow runs on wider cells and stays within half a level once tinted.
    @Test func faintShadowStaysWithinHalfALevelOfItsColor() throws {
        let sigma = 18.0, alpha = 0.05
        let mask = try layerShadow(sigma: sigma, offset: Point(0, 3), colorAlpha: alpha)
        var worst = 0.0
        for py in stride(from: 0, to: 80, by: 3) {
            for px in stride(from: 0, to: 90, by: 3) {
                let c = Self.card
                let exact = exactRoundedRectShadow(x: c.x, y: c.y + 3, w: c.width, h: c.height, r: 8.4, sigma: sigma, px: px, py: py)
                worst = max(worst, abs(Double(mask.coverage(x: px, y: py)) - exact) * alpha)
            }
        }
        #expect(worst <= 0.5 / 255 + 1.5 / 255 * alpha, "worst tinted error \(worst * 255)/255")
    }

    /// Rendered: the shadow shows outside the clip and under the layer, and nothing of it
    /// shows through the opaque layer.
    @Test func renderedUnderTheLayer() throws {
        let shadow = DropShadow(color: .black, sigma: 3, offset: Point(0, 4))
        let list = DisplayList(width: 90, height: 80, background: .white, ops: [
            .beginLayer(LayerStyle(clip: ShapeSpec(.roundedRect(Self.card, radius: 8.4, style: .circular)), shadows: [shadow])),
            .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 90, height: 80))), paint: .solid(RGBA(r8: 200, g8: 30, b8: 30, a8: 255)),
                  fillRule: .nonZero, blend: .sourceOver),
            .endLayer,
        ])
        let canvas = try Renderer().render(list)
        let below = canvas[34, 43]      // 2.2 px under the card's bottom edge
        #expect(below.r < 200 && below.r == below.g && below.a == 255, "\(below)")
        #expect(canvas[34, 25] == Pixel(r: 200, g: 30, b: 30, a: 255))
        #expect(canvas[34, 5] == Pixel(r: 255, g: 255, b: 255, a: 255))   // above: the shadow falls down
    }

    /// Under an opaque layer's interior the shadow is not drawn (the layer covers it): the
    /// interior of a scaled clip is found, checked against the layer's pixels, and skipping
    /// it changes no byte.
    @Test func theShadowIsSkippedWhereTheLayerCoversIt() throws {
        let clip = ShapeSpec(.roundedRect(Self.card, radius: 8.4, style: .circular), transform: .scale(0.98, 0.98, about: Point(34, 26)))
        let interior = try #require(clip.opaqueInterior)
        var layer = try Canvas(width: 90, height: 80)
        layer.fill(Path(rect: Rect(x: 0, y: 0, width: 90, height: 80)), paint: .solid(.white))
        let cover = try #require(LayerShadow.opaque(layer, within: interior, area: layer.bounds))
        #expect(cover == interior)
        // A translucent pixel inside a band drops that band.
        layer[30, 20] = Pixel(r: 0, g: 0, b: 0, a: 128)
        let holed = LayerShadow.opaque(layer, within: interior, area: layer.bounds)
        #expect(holed != nil && holed!.area < interior.area)

        for opacity in [1.0, 0.6] {
            let list = DisplayList(width: 90, height: 80, background: .white, ops: [
                .beginLayer(LayerStyle(opacity: opacity, clip: clip, shadows: [DropShadow(color: .black, sigma: 3, offset: Point(0.5, 3))])),
                .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 90, height: 80))), paint: .solid(RGBA(r8: 200, g8: 30, b8: 30, a8: 255)),
                      fillRule: .nonZero, blend: .sourceOver),
                .fill(shape: ShapeSpec(.circle(center: Point(30, 20), radius: 5)), paint: .solid(.clear), fillRule: .nonZero, blend: .sourceOver),
                .endLayer,
            ])
            let plain = Renderer()
            plain.skipsOccludedPixels = false
            #expect(try Renderer().render(list) == plain.render(list), "opacity \(opacity)")
        }
    }

    @Test func aLayerCastsAtMostSixteenShadows() throws {
        let shadows = [DropShadow](repeating: DropShadow(color: .black, sigma: 900, offset: Point(0, 1)), count: 17)
        let list = DisplayList(width: 90, height: 80, ops: [.beginLayer(LayerStyle(shadows: shadows)), .endLayer])
        #expect(throws: RasterError.overBudget("ops[0].shadows: 17 shadows on one layer is over the limit of 16")) { try Renderer().render(list) }
    }

    @Test func layerShadowsRoundTripThroughJSON() throws {
        let style = LayerStyle(clip: ShapeSpec(.rect(Self.card)), shadows: [DropShadow(color: RGBA(r8: 0, g8: 0, b8: 0, a8: 13), sigma: 6, offset: Point(0, 3))])
        let list = DisplayList(width: 90, height: 80, ops: [.beginLayer(style), .endLayer])
        let json = try list.encodeJSON()
        #expect(try DisplayList.decode(json: json) == list)
        let bad = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"sigma\" : 6", with: "\"sigma\" : -6")
        #expect(bad != String(decoding: json, as: UTF8.self))
        do {
            _ = try DisplayList.decode(json: Data(bad.utf8))
            Issue.record("a negative sigma decoded")
        } catch {
            #expect("\(error)".contains("ops[0].shadows[0].sigma"), "\(error)")
        }
    }
}
