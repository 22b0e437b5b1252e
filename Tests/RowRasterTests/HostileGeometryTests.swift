import Testing
@testable import RowRaster

/// Extreme and non-finite numbers anywhere in a display list built in code (JSON input is
/// validated earlier): rendering either succeeds or throws a `RasterError`; it never traps.
/// Coordinates beyond ±2²⁴ px are rejected naming the op.
@Suite struct HostileGeometryTests {
    static let values: [Double] = [-1e300, -1e19, -1e12, -1e4, -3.7, -1e-9, 0, 1e-12, 0.5, 17.25, 39.999, 1e4, 1e7, 1.6e7, 1e12, 1e19, 1e21, .nan, .infinity, -.infinity]

    @Test func randomExtremeListsNeverTrap() {
        var g = OcclusionTests.SplitMix(state: 7)
        func v() -> Double { g.next() % 16 == 0 ? g.pick(Self.values) : g.range(-20, 60) }
        func rect() -> Rect { Rect(x: v(), y: v(), width: v(), height: v()) }
        func shape() -> ShapeSpec {
            let kind: ShapeSpec.Kind
            switch g.next() % 6 {
            case 0: kind = .rect(rect())
            case 1: kind = .roundedRect(rect(), radius: v(), style: g.pick([.circular, .continuous]))
            case 2: kind = .circle(center: Point(v(), v()), radius: v())
            case 3: kind = .capsule(rect())
            case 4: kind = .ellipse(rect())
            default:
                var p = Path()
                p.move(to: Point(v(), v())); p.line(to: Point(v(), v())); p.quad(to: Point(v(), v()), control: Point(v(), v()))
                p.cubic(to: Point(v(), v()), control1: Point(v(), v()), control2: Point(v(), v())); p.close()
                kind = .path(p)
            }
            let t: AffineTransform = g.next() % 4 == 0 ? AffineTransform(a: v(), b: v(), c: v(), d: v(), tx: v(), ty: v()) : .identity
            return ShapeSpec(kind, transform: t)
        }
        let paints: [Paint] = [.solid(.black), .solid(RGBA(r8: 10, g8: 200, b8: 30, a8: 90))]
        var outcomes = (ok: 0, thrown: 0)
        for _ in 0..<400 {
            var ops: [DisplayOp] = []
            for _ in 0..<6 {
                switch g.next() % 5 {
                case 4:
                    let bitmap = try! Canvas(width: 2, height: 2, fill: .black)
                    ops.append(.image(bitmap, rect: rect(), opacity: v()))
                case 0: ops.append(.shadow(shape: shape(), shadow: DropShadow(color: .black, sigma: g.pick([0, 1e-9, 0.3, 2, 9, 1e3, 1e9, .nan]), offset: Point(v(), v())), fillRule: .nonZero, blend: .sourceOver))
                case 1: ops.append(.beginLayer(LayerStyle(opacity: v(), clip: shape(), brightness: v()))); ops.append(.fill(shape: shape(), paint: g.pick(paints), fillRule: .evenOdd, blend: .plusLighter)); ops.append(.endLayer)
                case 2: ops.append(.fill(shape: shape(), paint: .linearGradient(LinearGradient(start: Point(v(), v()), end: Point(v(), v()), stops: [.init(location: v(), color: .black), .init(location: v(), color: .white)])), fillRule: .nonZero, blend: .sourceOver))
                default: ops.append(.fill(shape: shape(), paint: g.pick(paints), fillRule: .nonZero, blend: .sourceOver))
                }
            }
            do { _ = try Renderer().render(DisplayList(width: 40, height: 30, ops: ops)); outcomes.ok += 1 }
            catch is RasterError { outcomes.thrown += 1 }
            catch { Issue.record("unexpected error \(error)") }
        }
        #expect(outcomes.ok > 100 && outcomes.thrown > 10, "\(outcomes)")   // both paths are exercised
    }

    /// The cases an attack run found: huge SVG coordinates, image rectangles, glyph origins.
    @Test func hugeCoordinatesAreRejectedNamingTheOp() throws {
        let svg = DisplayOp.fill(shape: ShapeSpec(.svg("M0 0 L 1e21 5 L 3 1e21 Z")), paint: .solid(.black), fillRule: .nonZero, blend: .sourceOver)
        let image = DisplayOp.image(try Canvas(width: 1, height: 1, fill: .black), rect: Rect(x: -1e19, y: 0, width: 1e300, height: 10), opacity: 1)
        let glyphs = DisplayOp.glyphs(GlyphRun(font: "x", size: 20, glyphs: [Glyph(id: 1, outline: Path(rect: Rect(x: 0, y: -1, width: 1, height: 1)))],
                                               positions: [Point(-1e19, 10)]), paint: .solid(.black), blend: .sourceOver)
        for (op, field) in [(svg, "path"), (image, "rect"), (glyphs, "positions")] {
            #expect(throws: RasterError.geometryOutOfRange("ops[1].\(field): coordinates must be finite and within ±16777216 px")) {
                _ = try Renderer().render(DisplayList(width: 10, height: 10, ops: [.beginLayer(LayerStyle()), op, .endLayer]))
            }
        }
    }

    /// Nested layers are bounded by depth and by memory before any is allocated.
    @Test func layerBudgets() throws {
        let deep = DisplayList(width: 1170, height: 360, ops: Array(repeating: .beginLayer(LayerStyle()), count: 10_000) + Array(repeating: .endLayer, count: 10_000))
        #expect(throws: RasterError.overBudget("ops[64]: layers nest deeper than 64")) { _ = try Renderer().render(deep) }
        let big = DisplayList(width: 8000, height: 5000, ops: Array(repeating: .beginLayer(LayerStyle()), count: 60) + Array(repeating: .endLayer, count: 60))
        #expect(throws: RasterError.self) { _ = try Renderer().render(big) }
    }
}
