import Testing
import Foundation
@testable import RowRaster

/// Strokes are real strokes: their coverage matches the exact region they describe.
@Suite struct StrokeTests {
    /// Alpha of a path filled white-on-clear, per pixel, 0…1.
    func coverage(_ path: Path, _ w: Int, _ h: Int) throws -> [Double] {
        let canvas = try Renderer().render(DisplayList(width: w, height: h, ops: [
            .fill(shape: ShapeSpec(.path(path)), paint: .solid(.white), fillRule: .nonZero, blend: .sourceOver)]))
        return canvas.straightRGBA.enumerated().filter { $0.offset % 4 == 3 }.map { Double($0.element) / 255 }
    }

    /// The share of each pixel inside a region, by n×n point sampling.
    func reference(_ w: Int, _ h: Int, n: Int = 24, inside: (Double, Double) -> Bool) -> [Double] {
        var out: [Double] = []
        for y in 0..<h {
            for x in 0..<w {
                var k = 0
                for sy in 0..<n { for sx in 0..<n where inside(Double(x) + (Double(sx) + 0.5) / Double(n), Double(y) + (Double(sy) + 0.5) / Double(n)) { k += 1 } }
                out.append(Double(k) / Double(n * n))
            }
        }
        return out
    }

    func distance(_ px: Double, _ py: Double, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = max(0, min(1, ((px - a.x) * dx + (py - a.y) * dy) / (dx * dx + dy * dy)))
        return hypot(px - (a.x + t * dx), py - (a.y + t * dy))
    }

    func maxError(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { abs($0 - $1) }.max() ?? 0 }

    /// Round joins and caps: the stroke is every point within half the width of the polyline,
    /// sharp turns included. (Where a stroke overlaps a distant part of itself, edge pixels
    /// of the overlap count both parts, as in CoreGraphics' and Skia's nonzero accumulation.)
    @Test func roundStrokeIsTheSetWithinHalfTheWidth() throws {
        let pts = [Point(6, 30), Point(30, 8), Point(40, 34), Point(52, 10), Point(58, 36), Point(62, 20)]
        var path = Path()
        path.move(to: pts[0]); for p in pts.dropFirst() { path.line(to: p) }
        let hw = 3.3
        let stroked = path.stroked(StrokeStyle(width: 2 * hw, cap: .round, join: .round))
        let got = try coverage(stroked, 64, 44)
        let want = reference(64, 44) { x, y in zip(pts, pts.dropFirst()).contains { distance(x, y, $0.0, $0.1) <= hw } }
        let worst = zip(got, want).enumerated().max { abs($0.element.0 - $0.element.1) < abs($1.element.0 - $1.element.1) }!
        #expect(maxError(got, want) < 0.06, "worst at \(worst.offset % 64),\(worst.offset / 64): \(worst.element)")
        let gotArea: Double = got.reduce(0, +), wantArea: Double = want.reduce(0, +)
        #expect(abs(gotArea - wantArea) < 1.5)   // the same area, to a pixel or so
    }

    /// A closed rectangle with miter joins is the ring between two rectangles, exactly.
    @Test func miterJoinedRectangleIsARing() throws {
        var path = Path()
        path.move(to: Point(10.25, 8.5)); path.line(to: Point(50.5, 8.5)); path.line(to: Point(50.5, 30.75)); path.line(to: Point(10.25, 30.75)); path.close()
        let got = try coverage(path.stroked(StrokeStyle(width: 3)), 64, 40)
        let want = reference(64, 40) { x, y in
            let outer = x >= 8.75 && x <= 52 && y >= 7 && y <= 32.25
            let inner = x > 11.75 && x < 49 && y > 10 && y < 29.25
            return outer && !inner
        }
        #expect(maxError(got, want) < 0.05)
    }

    @Test func circleStrokeIsAnAnnulus() throws {
        let c = Point(32.3, 30.6)
        let got = try coverage(Path(circleCenter: c, radius: 20).stroked(StrokeStyle(width: 5)), 64, 60)
        let want = reference(64, 60) { x, y in abs(hypot(x - c.x, y - c.y) - 20) <= 2.5 }
        #expect(maxError(got, want) < 0.06)
        let annulus: Double = .pi * (22.5 * 22.5 - 17.5 * 17.5)
        #expect(abs(got.reduce(0, +) - annulus) < 1)
    }

    /// Butt caps end flush; square caps extend half the width.
    @Test func capsAndDashes() throws {
        var line = Path()
        line.move(to: Point(10, 10)); line.line(to: Point(90, 10))
        let butt = try coverage(line.stroked(StrokeStyle(width: 4)), 100, 20).reduce(0, +)
        let square = try coverage(line.stroked(StrokeStyle(width: 4, cap: .square)), 100, 20).reduce(0, +)
        #expect(abs(butt - 320) < 0.5 && abs(square - 336) < 0.5)
        // Dashes of 10 on, 5 off over 80 px: 6 dashes (the last cut at 80).
        let dashed = try coverage(line.stroked(StrokeStyle(width: 4, dash: [10, 5])), 100, 20)
        let dashArea: Double = 4 * (10 * 5 + 5)
        #expect(abs(dashed.reduce(0, +) - dashArea) < 0.5)
        // The phase shifts the pattern: starting 10 in, the first 5 px are off.
        let shifted = try coverage(line.stroked(StrokeStyle(width: 4, dash: [10, 5], dashPhase: 10)), 100, 20)
        #expect(shifted[10 * 100 + 12] == 0 && shifted[10 * 100 + 17] == 1)
        // An odd number of lengths repeats: [10] is 10 on, 10 off (4 dashes over 80 px), and
        // [10, 5, 5] is 10 on, 5 off, 5 on, 10 off, 5 on, 5 off: 20 px on in every 40.
        let single = try coverage(line.stroked(StrokeStyle(width: 4, dash: [10])), 100, 20)
        let singleArea: Double = 4 * 40
        #expect(abs(single.reduce(0, +) - singleArea) < 0.5)
        let three = try coverage(line.stroked(StrokeStyle(width: 4, dash: [10, 5, 5])), 100, 20)
        let threeArea: Double = 4 * 40
        #expect(abs(three.reduce(0, +) - threeArea) < 0.5)
    }

    /// Trimming keeps a fraction of the length: half a circle's outline.
    @Test func trimKeepsAFractionOfTheLength() throws {
        let circle = Path(circleCenter: Point(30, 30), radius: 20)
        let half = circle.trimmed(from: 0, to: 0.5).stroked(StrokeStyle(width: 4))
        let area = try coverage(half, 60, 60).reduce(0, +)
        let halfAnnulus: Double = .pi * (22 * 22 - 18 * 18) / 2
        #expect(abs(area - halfAnnulus) < 1)
        #expect(circle.trimmed(from: 0.6, to: 0.6).isEmpty && circle.trimmed(from: 0.8, to: 0.2).isEmpty)
    }

    /// Sharp zigzags with miter joins past the limit fall back to bevels and leave no holes.
    @Test func sharpMitersBevelWithoutHoles() throws {
        var path = Path()
        path.move(to: Point(5, 35))
        for i in 1...8 { path.line(to: Point(5 + Double(i) * 7, i % 2 == 0 ? 35 : 5)) }
        let got = try coverage(path.stroked(StrokeStyle(width: 4, join: .miter, miterLimit: 4)), 70, 42)
        // Every pixel center on the centerline is fully covered.
        for i in 0..<8 {
            let a = Point(5 + Double(i) * 7, i % 2 == 0 ? 35 : 5), b = Point(5 + Double(i + 1) * 7, i % 2 == 0 ? 5 : 35)
            for k in 2..<9 {
                let t = Double(k) / 10
                let x = Int(a.x + (b.x - a.x) * t), y = Int(a.y + (b.y - a.y) * t)
                #expect(got[y * 70 + x] > 0.99, "hole at \(x),\(y)")
            }
        }
    }
}
