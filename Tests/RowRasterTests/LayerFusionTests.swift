import Testing
@testable import RowRaster

/// Layers composited in one sweep — adjustments applied pixel by pixel on the way down, a layer
/// alone in a wrapper layer going through both styles at once — give the same bytes as running
/// the steps one after another over whole layers.
@Suite struct LayerFusionTests {
    static func list(seed: UInt64) -> DisplayList {
        var g = OcclusionTests.SplitMix(state: seed)
        func color() -> RGBA {
            RGBA(r8: UInt8(g.next() % 256), g8: UInt8(g.next() % 256), b8: UInt8(g.next() % 256), a8: UInt8(g.next() % 256))
        }
        func rect() -> Rect { Rect(x: g.range(-5, 90), y: g.range(-5, 60), width: g.range(3, 60), height: g.range(3, 40)) }
        func style(clip: Bool) -> LayerStyle {
            LayerStyle(opacity: [1, 0.97, 0.5][Int(g.next() % 3)], blend: g.next() % 4 == 0 ? .plusLighter : .sourceOver,
                       clip: clip ? ShapeSpec(.roundedRect(rect(), radius: g.range(0, 12), style: .continuous)) : nil,
                       brightness: [0, -0.03, 0.2, -0.6][Int(g.next() % 4)], saturation: [1, 1, 0, 1.8][Int(g.next() % 4)],
                       colorMatrix: g.next() % 5 == 0 ? .hueRotation(degrees: 90) : nil,
                       shadows: g.next() % 6 == 0 ? [DropShadow(color: color(), sigma: g.range(0, 3), offset: Point(g.range(-2, 2), 1))] : [])
        }
        func content(_ n: Int) -> [DisplayOp] {
            (0..<n).map { _ in
                g.next() % 3 == 0
                    ? .shadow(shape: ShapeSpec(.roundedRect(rect(), radius: 6, style: .continuous)),
                              shadow: DropShadow(color: color(), sigma: g.range(0.5, 4), offset: Point(0, 1)), fillRule: .nonZero, blend: .sourceOver)
                    : .fill(shape: ShapeSpec(.ellipse(rect())), paint: .solid(color()), fillRule: .nonZero, blend: g.next() % 5 == 0 ? .plusLighter : .sourceOver)
            }
        }
        var ops: [DisplayOp] = [.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 120, height: 80))), paint: .solid(color()), fillRule: .nonZero, blend: .sourceOver)]
        for _ in 0..<3 {
            switch g.next() % 3 {
            case 0:     // a wrapper around one layer (the pressed row: brightness around a clip)
                ops += [.beginLayer(style(clip: g.next() % 2 == 0)), .beginLayer(style(clip: true))] + content(4) + [.endLayer, .endLayer]
            case 1:     // a layer of its own
                ops += [.beginLayer(style(clip: g.next() % 2 == 0))] + content(4) + [.endLayer]
            default:    // three deep: the middle one wraps the inner, the outer holds a layer that wraps
                ops += [.beginLayer(style(clip: false)), .beginLayer(style(clip: true)), .beginLayer(style(clip: true))] + content(3)
                    + [.endLayer, .endLayer, .endLayer]
            }
            ops += content(2)
        }
        return DisplayList(width: 120, height: 80, background: .white, ops: ops)
    }

    @Test func fusedLayersAreTheSameBytes() throws {
        let fused = Renderer(), stepwise = Renderer()
        stepwise.fusesLayers = false
        var wrapped = 0
        for seed in UInt64(1)...80 {
            let list = Self.list(seed: seed)
            wrapped += Renderer.wrappers(in: list.ops).filter { $0 }.count
            let a = try fused.render(list), b = try stepwise.render(list)
            #expect(a == b, "seed \(seed)")
        }
        #expect(wrapped > 40, "wrappers found: \(wrapped)")
    }

    @Test func onlyALayerAloneInItsWrapperIsWrapped() {
        let fill = DisplayOp.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 4, height: 4))), paint: .solid(.white), fillRule: .nonZero, blend: .sourceOver)
        let begin = DisplayOp.beginLayer(LayerStyle(brightness: 0.1))
        #expect(Renderer.wrappers(in: [begin, begin, fill, .endLayer, .endLayer]) == [true, false, false, false, false])
        // Something else in the wrapper, a blurring wrapper, an inner layer that is not sourceOver.
        #expect(!Renderer.wrappers(in: [begin, fill, begin, fill, .endLayer, .endLayer]).contains(true))
        #expect(!Renderer.wrappers(in: [begin, begin, fill, .endLayer, fill, .endLayer]).contains(true))
        #expect(!Renderer.wrappers(in: [.beginLayer(LayerStyle(blur: 2)), begin, fill, .endLayer, .endLayer]).contains(true))
        #expect(!Renderer.wrappers(in: [begin, .beginLayer(LayerStyle(blend: .plusLighter)), fill, .endLayer, .endLayer]).contains(true))
        // Three deep: the middle layer wraps the inner one; the outer keeps its pixels.
        #expect(Renderer.wrappers(in: [begin, begin, begin, fill, .endLayer, .endLayer, .endLayer]) == [false, true, false, false, false, false, false])
    }
}
