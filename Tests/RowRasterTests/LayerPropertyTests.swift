import Foundation
import Testing
@testable import RowRaster

/// Random nests of layers — clips, opacities and the shadows layers cast, blurs as wide as the
/// canvas and wider — rendered by the renderer's fast paths and by a slow, safe reference
/// that shares none of its code: every pixel in Double, arrays indexed with bounds checks,
/// clip coverage from exact areas, each shadow the exact Gaussian of the layer's alpha.
@Suite struct LayerPropertyTests {
    typealias SplitMix = OcclusionTests.SplitMix

    /// A pixel-exact description of one random case, from which both the display list and
    /// the reference are made.
    indirect enum Node {
        case fill(Rect, RGBA)
        case layer(opacity: Double, clip: Clip?, shadows: [DropShadow], children: [Node])
    }

    enum Clip {
        case rect(Rect)
        case rounded(Rect, radius: Double)

        var spec: ShapeSpec {
            switch self {
            case .rect(let r): return ShapeSpec(.rect(r))
            case let .rounded(r, radius): return ShapeSpec(.roundedRect(r, radius: radius, style: .circular))
            }
        }

        /// The exact area of the clip within pixel (px, py).
        func coverage(_ px: Int, _ py: Int) -> Double {
            let bounds: Rect
            switch self { case .rect(let r), .rounded(let r, _): bounds = r }
            guard Reference.overlap(bounds, px, py) > 0 else { return 0 }
            switch self {
            case .rect(let r): return Reference.overlap(r, px, py)
            case let .rounded(r, radius):
                // A radius past half the shorter side is that half (as SwiftUI clamps it).
                let clamped = min(radius, min(r.width, r.height) / 2)
                return ColumnShape.roundedRect(x: r.x, y: r.y, w: r.width, h: r.height, r: clamped).area(px: px, py: py)
            }
        }
    }

    static let width = 56, height = 40

    static func randomCase(seed: UInt64) -> (nodes: [Node], background: RGBA) {
        var g = SplitMix(state: seed)
        func color(alpha: ClosedRange<Double>) -> RGBA {
            RGBA(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: g.range(alpha.lowerBound, alpha.upperBound))
        }
        func rect() -> Rect {
            Rect(x: g.range(-12, Double(width)), y: g.range(-12, Double(height)), width: g.range(1, 48), height: g.range(1, 36))
        }
        func nodes(depth: Int) -> [Node] {
            (0..<Int(1 + g.next() % 3)).map { _ in
                guard depth < 3, g.next() % 2 == 0 else { return .fill(rect(), color(alpha: g.next() % 2 == 0 ? 1...1 : 0.2...1)) }
                let clip: Clip? = switch g.next() % 3 {
                case 0: nil
                case 1: .rect(rect())
                default: .rounded(rect(), radius: g.range(0, 12))
                }
                // Up to three shadows, some far wider than the canvas.
                let shadows = (0..<Int(g.next() % 4)).map { _ in
                    DropShadow(color: color(alpha: 0.05...1), sigma: g.pick([0, g.range(0.3, 4), g.range(4, 20), g.range(20, 70)]),
                               offset: Point(g.range(-9, 9), g.range(-9, 9)))
                }
                return .layer(opacity: g.next() % 2 == 0 ? 1 : g.range(0.2, 1), clip: clip, shadows: shadows, children: nodes(depth: depth + 1))
            }
        }
        return (nodes(depth: 0), color(alpha: g.next() % 2 == 0 ? 1...1 : 0...1))
    }

    static func displayList(_ nodes: [Node], background: RGBA) -> DisplayList {
        func ops(_ node: Node) -> [DisplayOp] {
            switch node {
            case let .fill(r, c): return [.fill(shape: ShapeSpec(.rect(r)), paint: .solid(c), fillRule: .nonZero, blend: .sourceOver)]
            case let .layer(opacity, clip, shadows, children):
                return [.beginLayer(LayerStyle(opacity: opacity, clip: clip?.spec, shadows: shadows))] + children.flatMap(ops) + [.endLayer]
            }
        }
        return DisplayList(width: width, height: height, background: background, ops: nodes.flatMap(ops))
    }

    /// The slow path: premultiplied RGBA in Double per pixel.
    struct Reference {
        let w: Int, h: Int
        var pixels: [SIMD4<Double>]

        init(width: Int, height: Int, fill: SIMD4<Double> = .zero) {
            w = width; h = height; pixels = Array(repeating: fill, count: width * height)
        }

        /// The area of `r` within pixel (px, py).
        static func overlap(_ r: Rect, _ px: Int, _ py: Int) -> Double {
            let x = max(0, min(r.maxX, Double(px + 1)) - max(r.minX, Double(px)))
            let y = max(0, min(r.maxY, Double(py + 1)) - max(r.minY, Double(py)))
            return x * y
        }

        static func premultiplied(_ c: RGBA) -> SIMD4<Double> {
            SIMD4(c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha)
        }

        /// `source` over pixel i.
        mutating func over(_ i: Int, _ source: SIMD4<Double>) {
            pixels[i] = source + pixels[i] * (1 - source.w)
        }

        mutating func draw(_ node: Node) {
            switch node {
            case let .fill(r, c):
                for y in 0..<h { for x in 0..<w { over(y * w + x, Self.premultiplied(c) * Self.overlap(r, x, y)) } }
            case let .layer(opacity, clip, shadows, children):
                var layer = Reference(width: w, height: h)
                for child in children { layer.draw(child) }
                // What the layer composites with: its pixels × its clip × its opacity.
                var factor = [Double](repeating: opacity, count: w * h)
                if let clip { for y in 0..<h { for x in 0..<w { factor[y * w + x] *= clip.coverage(x, y) } } }
                let alpha = (0..<(w * h)).map { layer.pixels[$0].w * factor[$0] }
                for shadow in shadows {
                    let coverage = Self.blurred(alpha, w: w, h: h, sigma: shadow.sigma, offset: shadow.offset)
                    for i in 0..<(w * h) { over(i, Self.premultiplied(shadow.color) * coverage[i]) }
                }
                for i in 0..<(w * h) { over(i, layer.pixels[i] * factor[i]) }
            }
        }

        /// `alpha` blurred by the exact Gaussian: each pixel's value spread evenly over the
        /// pixel moved by `offset`, integrated over each output pixel (σ → 0: a plain move).
        static func blurred(_ alpha: [Double], w: Int, h: Int, sigma: Double, offset: Point) -> [Double] {
            let s = max(sigma, 1e-3)
            func integral(_ t: Double) -> Double {
                t > 9 ? t : (t < -9 ? 0 : t * 0.5 * erfc(-t / 2.squareRoot()) + exp(-0.5 * t * t) / (2 * Double.pi).squareRoot())
            }
            func weight(_ a: Double) -> Double { s * (integral((a + 1) / s) - 2 * integral(a / s) + integral((a - 1) / s)) }
            // From pixel u to pixel x: wx[x − u + w − 1] (and likewise down).
            let wx = (0..<(2 * w - 1)).map { weight(Double($0 - (w - 1)) - offset.x) }
            let wy = (0..<(2 * h - 1)).map { weight(Double($0 - (h - 1)) - offset.y) }
            var across = [Double](repeating: 0, count: w * h)
            for y in 0..<h {
                for x in 0..<w {
                    var sum = 0.0
                    for u in 0..<w where alpha[y * w + u] != 0 { sum += alpha[y * w + u] * wx[x - u + w - 1] }
                    across[y * w + x] = sum
                }
            }
            var out = [Double](repeating: 0, count: w * h)
            for y in 0..<h {
                for v in 0..<h {
                    let f = wy[y - v + h - 1]
                    if f == 0 { continue }
                    for x in 0..<w { out[y * w + x] += across[v * w + x] * f }
                }
            }
            return out
        }
    }

    /// Every channel of every pixel within five 8-bit levels of the reference: layers nest
    /// three deep in 8 bits, each composite rounding by half a level, and each of up to three
    /// shadows per layer is within half a level of its color (`GaussianKernel.grid`). A read
    /// of the wrong pixels is off by tens of levels.
    @Test func layersWithShadowsAndClipsMatchTheSlowPath() throws {
        var worst = 0.0, wide = 0, shadows = 0
        for seed in UInt64(1)...100 {
            let (nodes, background) = Self.randomCase(seed: seed)
            let list = Self.displayList(nodes, background: background)
            var reference = Reference(width: Self.width, height: Self.height, fill: Reference.premultiplied(background))
            for node in nodes { reference.draw(node) }
            for culls in [true, false] {
                let renderer = Renderer()
                renderer.skipsOccludedPixels = culls
                let canvas = try renderer.render(list)
                var caseWorst = 0.0
                for y in 0..<Self.height {
                    for x in 0..<Self.width {
                        let p = canvas[x, y], r = reference.pixels[y * Self.width + x] * 255
                        let got = SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a))
                        caseWorst = max(caseWorst, ((got - r) * (got - r)).max().squareRoot())
                    }
                }
                #expect(caseWorst <= 5, "seed \(seed) (culling \(culls)): worst \(caseWorst) levels")
                worst = max(worst, caseWorst)
            }
            for op in list.ops {
                guard case .beginLayer(let style) = op else { continue }
                shadows += style.shadows.count
                wide += style.shadows.filter { $0.sigma > Double(Self.width) / 2 }.count
            }
        }
        // The cases do exercise shadows, wide ones among them.
        #expect(shadows > 100 && wide > 20, "\(shadows) shadows, \(wide) wide")
        print("layer property test: worst \(worst) levels over \(shadows) shadows (\(wide) wider than half the canvas)")
    }

    /// The case that read past the alpha of a layer casting two wide shadows (the second
    /// shadow blurred the first one's grown area with the first one's alpha).
    @Test func twoWideShadowsOnOneLayer() throws {
        let shadow = DropShadow(color: RGBA(r8: 0, g8: 0, b8: 0, a8: 128), sigma: 40, offset: Point(0, 2))
        let list = DisplayList(width: 400, height: 200, background: .white, ops: [
            .beginLayer(LayerStyle(shadows: [shadow, shadow])),
            .fill(shape: ShapeSpec(.rect(Rect(x: 100, y: 50, width: 100, height: 50))), paint: .solid(RGBA(r8: 255, g8: 0, b8: 0, a8: 255)),
                  fillRule: .nonZero, blend: .sourceOver),
            .endLayer,
        ])
        let canvas = try Renderer().render(list)
        // Beside the card each shadow covers ∫Φ over the card's extent (σ 40, moved 2 px
        // down); the two darken the white background one after the other, alike on either side.
        func phi(_ t: Double) -> Double { 0.5 * erfc(-t / 2.squareRoot()) }
        func coverage(_ x: Double, _ y: Double) -> Double {
            (phi((200 - x) / 40) - phi((100 - x) / 40)) * (phi((102 - y) / 40) - phi((52 - y) / 40))
        }
        for (x, y) in [(60, 76), (239, 76), (150, 20), (150, 150), (5, 5)] {
            let c = coverage(Double(x) + 0.5, Double(y) + 0.5)
            let expected = 255 * (1 - 0.5 * c) * (1 - 0.5 * c)
            #expect(abs(Double(canvas[x, y].g) - expected) <= 1.5, "(\(x), \(y)): \(canvas[x, y]) expected \(expected)")
        }
        #expect(canvas[150, 75] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }
}
