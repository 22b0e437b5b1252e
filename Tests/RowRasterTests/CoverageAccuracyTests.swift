import Testing
@testable import RowRaster

/// Coverage must equal the exact area of the shape in every pixel within 1/255, checked
/// against the closed-form and polygon-clipping references of ExactReference.swift.
@Suite struct CoverageAccuracyTests {
    static let budget = 1.0 / 255

    /// Largest |coverage − exact| over the shape's pixels (plus a margin of empty ones),
    /// for the float mask and for the 8-bit alpha a black fill leaves on a transparent canvas.
    func worstError(_ path: Path, size: Int, exact: (Int, Int) -> Double) throws -> (mask: Double, alpha: Double) {
        let mask = CoverageMask(path: path, fillRule: .nonZero, clip: IntRect(x: 0, y: 0, width: size, height: size))
        var canvas = try Canvas(width: size, height: size)
        canvas.fill(path, paint: .solid(.black))
        var worstMask = 0.0, worstAlpha = 0.0
        for py in 0..<size {
            for px in 0..<size {
                let e = exact(px, py)
                worstMask = max(worstMask, abs(Double(mask.coverage(x: px, y: py)) - e))
                worstAlpha = max(worstAlpha, abs(Double(canvas[px, py].a) / 255 - e))
            }
        }
        return (worstMask, worstAlpha)
    }

    @Test(arguments: [(20.0, 20.0, 0.7), (20.3, 19.85, 3.3), (31.17, 30.5, 12.25), (80.5, 80.0, 72.0), (40.0, 40.0, 24.0)])
    func circles(cx: Double, cy: Double, r: Double) throws {
        let size = Int(cx + r) + 3
        let ref = ColumnShape.circle(cx: cx, cy: cy, r: r)
        let err = try worstError(Path(circleCenter: Point(cx, cy), radius: r), size: size) { ref.area(px: $0, py: $1) }
        #expect(err.mask < Self.budget / 4, "float coverage error \(err.mask * 255)/255")
        #expect(err.alpha <= Self.budget, "8-bit coverage error \(err.alpha * 255)/255")
    }

    @Test func ellipse() throws {
        let ref = ColumnShape.ellipse(cx: 30.3, cy: 20.6, rx: 25.2, ry: 11.7)
        let path = Path(ellipseIn: Rect(x: 30.3 - 25.2, y: 20.6 - 11.7, width: 50.4, height: 23.4))
        let err = try worstError(path, size: 60) { ref.area(px: $0, py: $1) }
        #expect(err.mask < Self.budget / 4)
        #expect(err.alpha <= Self.budget)
    }

    @Test(arguments: [(3.0, 4.0, 40.0, 24.0, 12.0), (2.35, 5.6, 33.3, 17.9, 5.55), (1.5, 1.5, 60.0, 20.0, 10.0), (0.5, 0.25, 12.0, 12.0, 6.0)])
    func circularRoundedRects(x: Double, y: Double, w: Double, h: Double, r: Double) throws {
        let ref = ColumnShape.roundedRect(x: x, y: y, w: w, h: h, r: r)
        let path = Path(roundedRect: Rect(x: x, y: y, width: w, height: h), radius: r, style: .circular)
        let err = try worstError(path, size: Int(x + w) + 3) { ref.area(px: $0, py: $1) }
        #expect(err.mask < Self.budget / 4)
        #expect(err.alpha <= Self.budget)
    }

    @Test func capsuleIsARoundedRectWithHalfHeightCorners() throws {
        let ref = ColumnShape.roundedRect(x: 2.2, y: 3.7, w: 50, h: 13.4, r: 6.7)
        let err = try worstError(Path(capsuleIn: Rect(x: 2.2, y: 3.7, width: 50, height: 13.4)), size: 56) { ref.area(px: $0, py: $1) }
        #expect(err.mask < Self.budget / 4)
        #expect(err.alpha <= Self.budget)
    }

    /// Continuous corners that fit (up to min(w,h)/(2·1.52866)) are the squircle; past that they
    /// are circular arcs of the radius, up to a capsule at half the shorter side, as UIKit draws.
    @Test func continuousCornersTooLargeToFitAreCircular() {
        let r = Rect(x: 1, y: 2, width: 60, height: 24)      // fits up to 12 / 1.52866 = 7.85
        #expect(Path(roundedRect: r, radius: 7.5, style: .continuous).elements.contains { if case .cubic = $0 { true } else { false } })
        #expect(Path(roundedRect: r, radius: 9, style: .continuous) == Path(roundedRect: r, radius: 9, style: .circular))
        #expect(Path(roundedRect: r, radius: 12, style: .continuous) == Path(capsuleIn: r))
        #expect(Path(roundedRect: r, radius: 40, style: .continuous) == Path(roundedRect: r, radius: 12, style: .circular))
    }

    /// Continuous corners are defined by Béziers; the reference samples them
    /// 400 times per curve and clips the polygon against each pixel exactly.
    @Test func continuousRoundedRect() throws {
        let (x, y, w, h, r) = (2.3, 3.6, 40.0, 30.0, 8.0)
        let path = Path(roundedRect: Rect(x: x, y: y, width: w, height: h), radius: r, style: .continuous)
        var poly: [(Double, Double)] = []
        var current = (0.0, 0.0)
        for e in path.elements {
            switch e {
            case .move(let p): current = (p.x, p.y); poly.append(current)
            case .line(let p): current = (p.x, p.y); poly.append(current)
            case let .cubic(c1, c2, p):
                poly += sampleCubic(current, (c1.x, c1.y), (c2.x, c2.y), (p.x, p.y), n: 400)
                current = (p.x, p.y)
            default: break
            }
        }
        let err = try worstError(path, size: 46) { polygonAreaInPixel(poly, px: $0, py: $1) }
        #expect(err.mask < Self.budget / 4)
        #expect(err.alpha <= Self.budget)
    }

    /// 1 px hairlines: horizontal and vertical at fractional offsets, and a rotated one.
    @Test(arguments: [0.0, 0.25, 0.5, 0.8])
    func axisHairlines(offset: Double) throws {
        let h = Path(rect: Rect(x: 1.5, y: 5 + offset, width: 20, height: 1))
        let v = Path(rect: Rect(x: 5 + offset, y: 1.5, width: 1, height: 20))
        let hx = try worstError(h, size: 24) { px, py in
            polygonAreaInPixel([(1.5, 5 + offset), (21.5, 5 + offset), (21.5, 6 + offset), (1.5, 6 + offset)], px: px, py: py)
        }
        let vx = try worstError(v, size: 24) { px, py in
            polygonAreaInPixel([(5 + offset, 1.5), (6 + offset, 1.5), (6 + offset, 21.5), (5 + offset, 21.5)], px: px, py: py)
        }
        #expect(hx.mask < 1e-5 && vx.mask < 1e-5)
        #expect(hx.alpha <= Self.budget && vx.alpha <= Self.budget)
    }

    @Test(arguments: [0.1, 0.7, 1.3])
    func rotatedHairline(angle: Double) throws {
        let c = cos(angle), s = sin(angle)
        let corners = [(-15.0, -0.5), (15.0, -0.5), (15.0, 0.5), (-15.0, 0.5)].map { (20.3 + $0.0 * c - $0.1 * s, 20.1 + $0.0 * s + $0.1 * c) }
        var path = Path()
        path.move(to: Point(corners[0].0, corners[0].1))
        for p in corners.dropFirst() { path.line(to: Point(p.0, p.1)) }
        path.close()
        let err = try worstError(path, size: 42) { polygonAreaInPixel(corners, px: $0, py: $1) }
        #expect(err.mask < 1e-4)
        #expect(err.alpha <= Self.budget)
    }

    /// Two overlapping squares: nonzero fills the union, even-odd leaves the overlap empty.
    /// Exact in every pixel except the two where edges of the two contours cross: there the
    /// fill rule sees the pixel's averaged winding (the known limit of signed-area
    /// accumulation), and the error stays below the area of the crossing's corner.
    @Test func fillRules() throws {
        var path = Path(rect: Rect(x: 2.5, y: 2.5, width: 10, height: 10))
        path.append(Path(rect: Rect(x: 7.25, y: 6.75, width: 10, height: 10)))
        let a = [(2.5, 2.5), (12.5, 2.5), (12.5, 12.5), (2.5, 12.5)]
        let b = [(7.25, 6.75), (17.25, 6.75), (17.25, 16.75), (7.25, 16.75)]
        let overlap = [(7.25, 6.75), (12.5, 6.75), (12.5, 12.5), (7.25, 12.5)]
        let clip = IntRect(x: 0, y: 0, width: 20, height: 20)
        let nonZero = CoverageMask(path: path, fillRule: .nonZero, clip: clip)
        let evenOdd = CoverageMask(path: path, fillRule: .evenOdd, clip: clip)
        for py in 0..<20 {
            for px in 0..<20 {
                let ia = polygonAreaInPixel(a, px: px, py: py), ib = polygonAreaInPixel(b, px: px, py: py)
                let io = polygonAreaInPixel(overlap, px: px, py: py)
                let crossing = (px, py) == (12, 6) || (px, py) == (7, 12)
                let tolerance = crossing ? 0.26 : 1e-5
                #expect(abs(Double(nonZero.coverage(x: px, y: py)) - (ia + ib - io)) < tolerance)
                #expect(abs(Double(evenOdd.coverage(x: px, y: py)) - (ia + ib - 2 * io)) < tolerance)
            }
        }
    }

    /// Shapes partly off-canvas (left, top, right) keep exact coverage on the visible pixels.
    @Test func clippingAtCanvasEdgesIsExact() throws {
        let ref = ColumnShape.circle(cx: 1.3, cy: 2.2, r: 9.6)
        let err = try worstError(Path(circleCenter: Point(1.3, 2.2), radius: 9.6), size: 8) { ref.area(px: $0, py: $1) }
        #expect(err.mask < Self.budget / 4)
        let ref2 = ColumnShape.circle(cx: 14.2, cy: 6.1, r: 9.6)
        let err2 = try worstError(Path(circleCenter: Point(14.2, 6.1), radius: 9.6), size: 16) { ref2.area(px: $0, py: $1) }
        #expect(err2.mask < Self.budget / 4)
    }

    /// Transforms apply to the exact geometry: a circle scaled by 2 about a point equals a
    /// circle of twice the radius.
    @Test func transformedCircle() throws {
        let path = Path(circleCenter: Point(10.2, 10.1), radius: 4.3).transformed(by: .scale(2, 2, about: Point(5, 5)))
        let ref = ColumnShape.circle(cx: 15.4, cy: 15.2, r: 8.6)
        let err = try worstError(path, size: 26) { ref.area(px: $0, py: $1) }
        #expect(err.mask < Self.budget / 4)
    }
}

#if canImport(Glibc)
import Glibc
#endif
