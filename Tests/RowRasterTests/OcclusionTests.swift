import Testing
@testable import RowRaster

/// Skipping pixels that a later opaque fill overwrites must never change a byte: random
/// overlapping lists (fills, gradients, shadows, layers, blend modes) render identically with
/// culling on and off.
@Suite struct OcclusionTests {
    /// A small deterministic generator (SplitMix64), so a failure names a reproducible seed.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
        mutating func pick<T>(_ xs: [T]) -> T { xs[Int(next() % UInt64(xs.count))] }
    }

    static func randomList(seed: UInt64) -> DisplayList {
        var g = SplitMix(state: seed)
        func color(opaque: Bool) -> RGBA {
            RGBA(r8: UInt8(g.next() & 255), g8: UInt8(g.next() & 255), b8: UInt8(g.next() & 255), a8: opaque ? 255 : UInt8(g.next() & 255))
        }
        func shape() -> ShapeSpec {
            let r = Rect(x: g.range(-10, 100), y: g.range(-10, 70), width: g.range(2, 80), height: g.range(2, 60))
            // A quarter are scaled about a point (a pressed row's scale effect).
            let transform = g.next() % 4 == 0 ? AffineTransform.scale(g.range(0.5, 1.5), g.range(0.5, 1.5), about: Point(g.range(0, 120), g.range(0, 80)))
                                              : .identity
            switch g.next() % 5 {
            case 0: return ShapeSpec(.rect(r), transform: transform)
            case 1: return ShapeSpec(.roundedRect(r, radius: g.range(0, 30), style: g.pick([.circular, .continuous])), transform: transform)
            case 2: return ShapeSpec(.circle(center: Point(r.x, r.y), radius: g.range(1, 40)), transform: transform)
            case 3: return ShapeSpec(.capsule(r), transform: transform)
            default: return ShapeSpec(.ellipse(r), transform: transform)
            }
        }
        func paint() -> Paint {
            let opaque = g.next() % 3 != 0
            if g.next() % 4 == 0 {
                return .linearGradient(LinearGradient(start: Point(g.range(0, 120), g.range(0, 80)), end: Point(g.range(0, 120), g.range(0, 80)),
                                                      stops: [.init(location: 0, color: color(opaque: opaque)), .init(location: 1, color: color(opaque: opaque))],
                                                      space: g.pick([.oklab, .device])))
            }
            return .solid(color(opaque: opaque))
        }
        var ops: [DisplayOp] = []
        var depth = 0
        for _ in 0..<40 {
            switch g.next() % 10 {
            case 0, 1:
                ops.append(.shadow(shape: shape(), shadow: DropShadow(color: color(opaque: false), sigma: g.range(0.5, 8), offset: Point(g.range(-4, 4), g.range(-4, 6))),
                                   fillRule: .nonZero, blend: .sourceOver))
            case 2 where depth < 3:
                // Some cast shadows of their own (skipped under where they are opaque).
                let shadows = g.next() % 3 == 0 ? [DropShadow(color: color(opaque: false), sigma: g.range(0, 5), offset: Point(g.range(-3, 3), g.range(-2, 4)))] : []
                ops.append(.beginLayer(LayerStyle(opacity: g.next() % 2 == 0 ? 1 : g.range(0.3, 1), blend: g.pick([.sourceOver, .plusLighter]),
                                                  clip: g.next() % 2 == 0 ? shape() : nil, brightness: g.next() % 3 == 0 ? g.range(-0.3, 0.3) : 0,
                                                  shadows: shadows)))
                depth += 1
            case 3 where depth > 0:
                ops.append(.endLayer); depth -= 1
            default:
                ops.append(.fill(shape: shape(), paint: paint(), fillRule: .nonZero, blend: g.next() % 5 == 0 ? .plusLighter : .sourceOver))
            }
        }
        ops += Array(repeating: .endLayer, count: depth)
        return DisplayList(width: 120, height: 80, background: color(opaque: g.next() % 2 == 0), ops: ops)
    }

    /// 120 random lists in four parallel quarters; each quarter must exercise culling.
    @Test(arguments: 0..<4)
    func cullingChangesNoPixel(quarter: Int) throws {
        let culling = Renderer(), plain = Renderer()
        plain.skipsOccludedPixels = false
        var culledSomething = false
        for seed in UInt64(1 + 30 * quarter)...UInt64(30 + 30 * quarter) {
            let list = Self.randomList(seed: seed)
            #expect(try culling.render(list) == plain.render(list), "seed \(seed)")
            culledSomething = culledSomething || Occlusion.occluders(for: list.ops, canvas: IntRect(x: 0, y: 0, width: 120, height: 80)).contains { $0.area > 0 }
        }
        #expect(culledSomething)     // the lists do exercise culling
    }

    /// In a feed of cards, each card's shadow is culled by its own card, not by the last one.
    @Test func eachShadowIsCulledByTheCardAboveIt() {
        var ops: [DisplayOp] = []
        for i in 0..<6 {
            let card = ShapeSpec(.roundedRect(Rect(x: 10, y: Double(10 + 70 * i), width: 200, height: 60), radius: 12, style: .continuous))
            ops.append(.shadow(shape: card, shadow: DropShadow(color: RGBA(r8: 0, g8: 0, b8: 0, a8: 13), sigma: 6, offset: Point(0, 3)), fillRule: .nonZero, blend: .sourceOver))
            ops.append(.fill(shape: card, paint: .solid(.white), fillRule: .nonZero, blend: .sourceOver))
        }
        let occluders = Occlusion.occluders(for: ops, canvas: IntRect(x: 0, y: 0, width: 220, height: 440))
        for i in 0..<6 {
            #expect(occluders[2 * i].first.y >= 10 + 70 * i && occluders[2 * i].first.maxY <= 70 + 70 * i, "shadow \(i): \(occluders[2 * i])")
        }
    }
}
