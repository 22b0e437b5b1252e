#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The corner style of a rounded rectangle (SwiftUI's `RoundedCornerStyle`).
public enum CornerStyle: String, Sendable, Codable {
    /// Quarter-circle corners.
    case circular
    /// Apple's continuous ("squircle") corners, per : the curve starts
    /// `continuousExtent`·r from the corner.
    case continuous

    /// How far from the corner, in multiples of the radius, a continuous corner starts.
    public static let continuousExtent = 1.52866483
    /// The corner's extent along each edge, in multiples of the radius.
    var extent: Double { self == .circular ? 1 : CornerStyle.continuousExtent }
}

/// A vector path: subpaths of lines, quadratic and cubic Béziers and elliptical arcs.
///
/// Arcs are kept as exact elliptical arcs (center and two axis vectors) rather than cubic
/// approximations, so circles and rounded corners rasterize to their true area; they stay
/// exact under affine transforms.
public struct Path: Sendable, Equatable {
    public enum Element: Sendable, Equatable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        /// Points c + u·cos θ + v·sin θ for θ from `start` to `start + sweep` (radians).
        case arc(center: Point, u: Point, v: Point, start: Double, sweep: Double)
        case close

        /// The element with every point mapped by `t`.
        func mapped(by t: AffineTransform) -> Element {
            switch self {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case let .arc(c, u, v, s, w): return .arc(center: t.apply(c), u: t.applyLinear(u), v: t.applyLinear(v), start: s, sweep: w)
            case .close: return .close
            }
        }
    }

    /// What a path was built as, when it came from a primitive builder; lets shadows take an
    /// analytic route. Transforms keep it only while the result is still that primitive.
    public enum Primitive: Sendable, Equatable {
        case roundedRect(Rect, radius: Double, style: CornerStyle)
    }

    public private(set) var elements: [Element] = []
    public private(set) var primitive: Primitive?
    private var current = Point(0, 0)
    private var subpathStart = Point(0, 0)

    public init() {}

    public mutating func move(to p: Point) { elements.append(.move(p)); current = p; subpathStart = p; primitive = nil }
    public mutating func line(to p: Point) { elements.append(.line(p)); current = p; primitive = nil }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)); current = p; primitive = nil }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p)); current = p; primitive = nil
    }
    /// Appends an elliptical arc; a line joins the current point to the arc's start if needed.
    public mutating func arc(center: Point, u: Point, v: Point, start: Double, sweep: Double) {
        elements.append(.arc(center: center, u: u, v: v, start: start, sweep: sweep))
        current = center + u * cos(start + sweep) + v * sin(start + sweep)
        primitive = nil
    }
    /// Appends a circular arc of the given radius (angles in radians, y down: positive sweep is clockwise on screen).
    public mutating func arc(center: Point, radius: Double, start: Double, sweep: Double) {
        arc(center: center, u: Point(radius, 0), v: Point(0, radius), start: start, sweep: sweep)
    }
    public mutating func close() { elements.append(.close); current = subpathStart; primitive = nil }

    public var isEmpty: Bool { elements.isEmpty }

    /// Appends all subpaths of `other`.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
        primitive = nil
    }

    /// Makes room for `count` elements in all (before appending many paths).
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// Appends all subpaths of `other` with every point mapped by `t` (no intermediate path).
    public mutating func append(_ other: Path, transformedBy t: AffineTransform) {
        for e in other.elements { elements.append(e.mapped(by: t)) }
        primitive = nil
    }

    /// The path with every point mapped by `t`.
    public func transformed(by t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements = elements.map { $0.mapped(by: t) }
        if case let .roundedRect(r, radius, style)? = primitive, t.isPositiveScaleTranslate, t.a == t.d {
            let o = t.apply(Point(r.x, r.y))
            out.primitive = .roundedRect(Rect(x: o.x, y: o.y, width: r.width * t.a, height: r.height * t.d),
                                         radius: radius * t.a, style: style)
        }
        return out
    }

    /// True when every coordinate is finite.
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case let .arc(c, u, v, s, w): return c.isFinite && u.isFinite && v.isFinite && s.isFinite && w.isFinite
            case .close: return true
            }
        }
    }
}

// MARK: - Builders

extension Path {
    /// An axis-aligned rectangle.
    public init(rect r: Rect) {
        self.init(roundedRect: r, radius: 0, style: .circular)
    }

    /// A rectangle with elliptical corners (rx across, ry down): the circular form drawn in a
    /// rectangle squeezed by rx/ry, then stretched back (arcs stay exact).
    public init(roundedRect r: Rect, radiusX rx: Double, radiusY ry: Double, style: CornerStyle) {
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { self.init(rect: r); return }
        let k = rx / ry
        self = Path(roundedRect: Rect(x: r.x / k, y: r.y, width: r.width / k, height: r.height), radius: ry, style: style)
            .transformed(by: AffineTransform(a: k, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }

    /// A rounded rectangle. Circular corners are clamped to min(w,h)/2 so they never overlap.
    /// Continuous corners reach 1.52866·r along each edge, so they fit up to a radius of
    /// min(w,h)/(2·1.52866); past that, as UIKit's `UIBezierPath(roundedRect:cornerRadius:)`
    /// does (the switch PaintCode and others measured at about a third of the shorter side),
    /// the corners are circular arcs of the radius, up to min(w,h)/2 — a pill with a continuous
    /// radius of half its height is a capsule.
    public init(roundedRect r: Rect, radius: Double, style: CornerStyle) {
        self.init()
        guard !r.isEmpty else { return }
        let style = Path.drawnStyle(radius, in: r, style: style)
        let rad = Path.clampedRadius(radius, in: r, style: style)
        if rad <= 0 {
            move(to: Point(r.minX, r.minY)); line(to: Point(r.maxX, r.minY))
            line(to: Point(r.maxX, r.maxY)); line(to: Point(r.minX, r.maxY)); close()
        } else if style == .circular {
            let h = Double.pi / 2
            move(to: Point(r.minX + rad, r.minY))
            line(to: Point(r.maxX - rad, r.minY))
            arc(center: Point(r.maxX - rad, r.minY + rad), radius: rad, start: -h, sweep: h)
            line(to: Point(r.maxX, r.maxY - rad))
            arc(center: Point(r.maxX - rad, r.maxY - rad), radius: rad, start: 0, sweep: h)
            line(to: Point(r.minX + rad, r.maxY))
            arc(center: Point(r.minX + rad, r.maxY - rad), radius: rad, start: h, sweep: h)
            line(to: Point(r.minX, r.minY + rad))
            arc(center: Point(r.minX + rad, r.minY + rad), radius: rad, start: 2 * h, sweep: h)
            close()
        } else {
            appendContinuousRoundedRect(r, radius: rad)
        }
        primitive = .roundedRect(r, radius: rad, style: style)
    }

    /// The corners a rounded rectangle is drawn with: continuous ones too large to fit are
    /// drawn circular (see `init(roundedRect:radius:style:)`).
    static func drawnStyle(_ radius: Double, in r: Rect, style: CornerStyle) -> CornerStyle {
        guard style == .continuous, radius > min(r.width, r.height) / (2 * CornerStyle.continuousExtent) else { return style }
        return .circular
    }

    /// A rectangle with its own radius per corner: top-left, top-right, bottom-right,
    /// bottom-left. Radii scale down together until adjacent corners fit on every edge.
    public init(roundedRect r: Rect, radii: [Double], style: CornerStyle) {
        self.init()
        guard !r.isEmpty, radii.count == 4 else { return }
        let rs = radii.map { $0.isFinite ? max(0, $0) : 0 }
        let e = style.extent
        var f = 1.0
        for (a, b, side) in [(rs[0], rs[1], r.width), (rs[3], rs[2], r.width), (rs[0], rs[3], r.height), (rs[1], rs[2], r.height)] where a + b > 0 {
            f = min(f, side / (e * (a + b)))
        }
        let rad = rs.map { $0 * f }
        // Corners clockwise from the top-right: position, unit vector back along the incoming
        // edge, unit vector back along the outgoing edge, radius.
        let corners: [(Point, Point, Point, Double)] = [
            (Point(r.maxX, r.minY), Point(-1, 0), Point(0, 1), rad[1]),
            (Point(r.maxX, r.maxY), Point(0, -1), Point(-1, 0), rad[2]),
            (Point(r.minX, r.maxY), Point(1, 0), Point(0, -1), rad[3]),
            (Point(r.minX, r.minY), Point(0, 1), Point(1, 0), rad[0]),
        ]
        move(to: corners[3].0 + corners[3].2 * (corners[3].3 * e))
        for c in corners {
            appendCorner(at: c.0, incoming: c.1, outgoing: c.2, radius: c.3, style: style)
        }
        close()
    }

    /// One corner, walking in along `incoming` (pointing away from the corner along the edge
    /// the path arrives on) and out along `outgoing`.
    private mutating func appendCorner(at corner: Point, incoming a: Point, outgoing b: Point, radius: Double, style: CornerStyle) {
        let e = style.extent
        line(to: corner + a * (radius * e))
        guard radius > 0 else { line(to: corner); return }
        if style == .circular {
            let center = corner + a * radius + b * radius
            let startVector = corner + a * radius - center, endVector = corner + b * radius - center
            let start = atan2(startVector.y, startVector.x)
            var sweep = atan2(endVector.y, endVector.x) - start
            if sweep > .pi { sweep -= 2 * .pi }
            if sweep < -.pi { sweep += 2 * .pi }
            arc(center: center, radius: radius, start: start, sweep: sweep)
            return
        }
        let k: [(Double, Double)] = [
            (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600), (0.63149399, 0.07491100),
            (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399), (0.06549600, 0.66993427),
            (0, 0.86840689), (0, 1.08849323), (0, e),
        ]
        let p = k.map { corner + a * ($0.0 * radius) + b * ($0.1 * radius) }
        cubic(to: p[2], control1: p[0], control2: p[1])
        line(to: p[3])
        cubic(to: p[6], control1: p[4], control2: p[5])
        line(to: p[7])
        cubic(to: p[10], control1: p[8], control2: p[9])
    }

    static func clampedRadius(_ radius: Double, in r: Rect, style: CornerStyle) -> Double {
        let limit = min(r.width, r.height) / (2 * style.extent)
        return max(0, min(radius, limit))
    }

    /// Continuous corners: the Bézier outline in multiples of r from each corner.
    private mutating func appendContinuousRoundedRect(_ r: Rect, radius: Double) {
        // One corner as (along the incoming edge, away from it) offsets, walking toward the corner.
        let e = CornerStyle.continuousExtent
        let corner: [(Double, Double)] = [
            (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),   // cubic
            (0.63149399, 0.07491100),                                     // line
            (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399), // cubic
            (0.06549600, 0.66993427),                                     // line (mirrored)
            (0, 0.86840689), (0, 1.08849323), (0, e),                     // cubic (mirrored)
        ]
        // For each corner: its position and the unit vectors "back along the incoming edge"
        // and "back along the outgoing edge" (both pointing away from the corner into the shape's edges).
        let corners: [(Point, Point, Point)] = [
            (Point(r.maxX, r.minY), Point(-1, 0), Point(0, 1)),   // top-right: in along top edge
            (Point(r.maxX, r.maxY), Point(0, -1), Point(-1, 0)),  // bottom-right
            (Point(r.minX, r.maxY), Point(1, 0), Point(0, -1)),   // bottom-left
            (Point(r.minX, r.minY), Point(0, 1), Point(1, 0)),    // top-left
        ]
        func map(_ c: (Point, Point, Point), _ o: (Double, Double)) -> Point {
            // o.0 runs along the incoming edge (away from the corner), o.1 along the outgoing edge.
            c.0 + c.1 * (o.0 * radius) + c.2 * (o.1 * radius)
        }
        move(to: map(corners[3], (0, e)))
        for c in corners {
            line(to: map(c, (e, 0)))
            let p = corner.map { map(c, $0) }
            cubic(to: p[2], control1: p[0], control2: p[1])
            line(to: p[3])
            cubic(to: p[6], control1: p[4], control2: p[5])
            line(to: p[7])
            cubic(to: p[10], control1: p[8], control2: p[9])
        }
        close()
    }

    /// A circle.
    public init(circleCenter c: Point, radius: Double) {
        self.init()
        guard radius > 0 else { return }
        move(to: Point(c.x + radius, c.y))
        arc(center: c, radius: radius, start: 0, sweep: 2 * .pi)
        close()
        primitive = .roundedRect(Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius),
                                 radius: radius, style: .circular)
    }

    /// An ellipse inscribed in `r`.
    public init(ellipseIn r: Rect) {
        self.init()
        guard !r.isEmpty else { return }
        let c = Point(r.midX, r.midY)
        move(to: Point(r.maxX, c.y))
        arc(center: c, u: Point(r.width / 2, 0), v: Point(0, r.height / 2), start: 0, sweep: 2 * .pi)
        close()
        if r.width == r.height { primitive = .roundedRect(r, radius: r.width / 2, style: .circular) }
    }

    /// A capsule: a rounded rectangle whose radius is half the shorter side (circular corners).
    public init(capsuleIn r: Rect) {
        self.init(roundedRect: r, radius: min(r.width, r.height) / 2, style: .circular)
    }
}

extension Path {
    /// The box of every point that defines the path (control points and arcs' extents): it
    /// holds the path. Nil for an empty path or one that is not finite.
    var controlBox: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case let .quad(c, p): add(c); add(p)
            case let .cubic(c1, c2, p): add(c1); add(c2); add(p)
            case let .arc(c, u, v, _, _):
                let ex = abs(u.x) + abs(v.x), ey = abs(u.y) + abs(v.y)
                add(Point(c.x - ex, c.y - ey)); add(Point(c.x + ex, c.y + ey))
            case .close: break
            }
        }
        let box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return [box.x, box.y, box.width, box.height].allSatisfy(\.isFinite) ? box : nil
    }
}
