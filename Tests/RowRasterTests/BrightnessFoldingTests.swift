import Testing
@testable import RowRaster

/// A brightness layer drawn by shifting its contents' colors must look as the layer does: random
/// contents (fills, shadows, nested opacity and clip layers, their own shadows) within 4 levels at worst and under
/// 0.3 of a level on average (measured: ≤ 0.23) — the layer path itself rounds twice (8-bit layers,
/// unpremultiplied to add the shift, nested layers composited in 8 bits); a
/// layer whose colors the shift would clamp, or with a gradient, is not folded at all.
@Suite struct BrightnessFoldingTests {
    static func list(seed: UInt64, brightness: Double) -> DisplayList {
        var g = OcclusionTests.SplitMix(state: seed)
        // Channels 40…215: a shift of ±0.15 stays inside 0…1.
        func color(_ alpha: UInt8? = nil) -> RGBA {
            RGBA(r8: UInt8(40 + g.next() % 176), g8: UInt8(40 + g.next() % 176), b8: UInt8(40 + g.next() % 176), a8: alpha ?? UInt8(g.next() % 256))
        }
        func rect() -> Rect { Rect(x: g.range(-5, 90), y: g.range(-5, 60), width: g.range(3, 60), height: g.range(3, 40)) }
        var ops: [DisplayOp] = [.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 120, height: 80))), paint: .solid(color(255)), fillRule: .nonZero, blend: .sourceOver)]
        ops.append(.beginLayer(LayerStyle(brightness: brightness)))
        for i in 0..<8 {
            switch g.next() % 4 {
            case 0:
                ops.append(.shadow(shape: ShapeSpec(.roundedRect(rect(), radius: 6, style: .continuous)),
                                   shadow: DropShadow(color: color(), sigma: g.range(0.5, 6), offset: Point(0, 2)), fillRule: .nonZero, blend: .sourceOver))
            case 1 where i < 6:
                // Half of them cast a shadow of their own (a clipped card under `.shadow`).
                let shadows = g.next() % 2 == 0 ? [DropShadow(color: color(), sigma: g.range(0.5, 4), offset: Point(g.range(-2, 2), 1.5))] : []
                ops.append(.beginLayer(LayerStyle(opacity: g.range(0.3, 1), clip: ShapeSpec(.circle(center: Point(g.range(20, 100), g.range(20, 60)), radius: 30)),
                                                  shadows: shadows)))
                ops.append(.fill(shape: ShapeSpec(.ellipse(rect())), paint: .solid(color()), fillRule: .nonZero, blend: .sourceOver))
                ops.append(.endLayer)
            default:
                ops.append(.fill(shape: ShapeSpec(.circle(center: Point(g.range(0, 120), g.range(0, 80)), radius: g.range(2, 30))),
                                 paint: .solid(color()), fillRule: .nonZero, blend: .sourceOver))
            }
        }
        ops.append(.endLayer)
        return DisplayList(width: 120, height: 80, background: .white, ops: ops)
    }

    @Test func foldedLayersLookAsTheLayerWithinRounding() throws {
        let folding = Renderer(), layered = Renderer()
        layered.foldsBrightness = false
        for seed in UInt64(1)...60 {
            let list = Self.list(seed: seed, brightness: [-0.15, -0.03, 0.08, 0.15][Int(seed % 4)])
            #expect(BrightnessFolding.fold(list.ops).ops.count < list.ops.count, "seed \(seed) folds")
            let a = try folding.render(list).straightRGBA, b = try layered.render(list).straightRGBA
            let differences = zip(a, b).map { abs(Int($0) - Int($1)) }
            let worst = differences.max() ?? 0, mean = Double(differences.reduce(0, +)) / Double(differences.count)
            #expect(worst <= 4 && mean < 0.3, "seed \(seed): \(worst) levels at worst, \(mean) on average")
        }
    }

    @Test func clampingColorsAndGradientsKeepTheLayer() {
        let red = DisplayOp.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 10, height: 10))), paint: .solid(RGBA(red: 1, green: 0, blue: 0)),
                                 fillRule: .nonZero, blend: .sourceOver)
        let clamped: [DisplayOp] = [.beginLayer(LayerStyle(brightness: -0.03)), red, .endLayer]
        #expect(BrightnessFolding.fold(clamped).ops == clamped)
        let gradient = DisplayOp.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 10, height: 10))),
                                      paint: .linearGradient(LinearGradient(start: Point(0, 0), end: Point(10, 0),
                                                                            stops: [.init(location: 0, color: .white), .init(location: 1, color: .black)])),
                                      fillRule: .nonZero, blend: .sourceOver)
        let withGradient: [DisplayOp] = [.beginLayer(LayerStyle(brightness: 0.1)), gradient, .endLayer]
        #expect(BrightnessFolding.fold(withGradient).ops == withGradient)
        // A folded layer's ops still name their place in the list as given.
        let gray = DisplayOp.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 10, height: 10))), paint: .solid(RGBA(red: 0.5, green: 0.5, blue: 0.5)),
                                  fillRule: .nonZero, blend: .sourceOver)
        let folded = BrightnessFolding.fold([gray, .beginLayer(LayerStyle(brightness: 0.1)), gray, .endLayer, gray])
        #expect(folded.ops.count == 3 && folded.origins == [0, 2, 4])
    }
}
