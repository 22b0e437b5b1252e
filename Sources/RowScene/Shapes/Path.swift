import Foundation
import RowRaster

/// The outline of a 2-D shape in points (SwiftUI's `Path`): lines, curves, arcs, rectangles,
/// rounded rectangles and ellipses, in subpaths. Shapes return one from `path(in:)`. Rounded
/// rectangles, ellipses and capsules stay exact (they rasterize to their true area), and a
/// stroked or trimmed path is computed at the display's pixel density when it is drawn.
public struct Path: Sendable, Equatable {
    indirect enum Storage: Sendable, Equatable {
        case elements(RowRaster.Path)
        case primitive(Primitive)
        case stroked(Path, RowRaster.StrokeStyle)
        case trimmed(Path, from: Double, to: Double)
        case transformed(Path, CGAffineTransform)
    }

    /// Shapes built in one call, kept as such for exact drawing and analytic shadows.
    enum Primitive: Sendable, Equatable {
        case rect(CGRect)
        case roundedRect(CGRect, CGSize, RoundedCornerStyle)
        case ellipse(CGRect)
        /// The circle inscribed in the rectangle, centered.
        case circle(CGRect)
        case capsule(CGRect)
    }

    var storage: Storage

    public init() { storage = .elements(RowRaster.Path()) }
    init(_ storage: Storage) { self.storage = storage }
    public init(_ rect: CGRect) { storage = .primitive(.rect(rect.standardized)) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage = .primitive(.roundedRect(rect.standardized, cornerSize, style))
    }
    public init(ellipseIn rect: CGRect) { storage = .primitive(.ellipse(rect.standardized)) }
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }
    static func circle(in rect: CGRect) -> Path { Path(.primitive(.circle(rect.standardized))) }
    static func capsule(in rect: CGRect) -> Path { Path(.primitive(.capsule(rect.standardized))) }

    // MARK: Building

    /// The path as plain elements in points (strokes and trims flattened finely).
    var elements: RowRaster.Path {
        switch storage {
        case .elements(let p): return p
        default: return (try? raster(scale: 1, tolerance: 0.005)) ?? RowRaster.Path()
        }
    }

    private mutating func edit(_ change: (inout RowRaster.Path) -> Void) {
        var p = elements
        change(&p)
        storage = .elements(p)
    }

    public mutating func move(to p: CGPoint) { edit { $0.move(to: Point(p)) } }
    public mutating func addLine(to p: CGPoint) { edit { $0.line(to: Point(p)) } }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        edit { path in
            path.move(to: Point(first))
            for p in points.dropFirst() { path.line(to: Point(p)) }
        }
    }
    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) { edit { $0.quad(to: Point(p), control: Point(c)) } }
    public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        edit { $0.cubic(to: Point(p), control1: Point(c1), control2: Point(c2)) }
    }
    public mutating func closeSubpath() { edit { $0.close() } }

    /// A circular arc. As in SwiftUI (whose y axis points down), `clockwise: false` sweeps
    /// toward increasing angles, which is clockwise on screen. As Core Graphics (and the HTML
    /// canvas modelled on it) does, an arc whose angles lie a whole turn or more apart in its
    /// direction is the whole circle (a progress ring at 100 %); a shorter one goes the way its
    /// direction says from the start to the end angle, less than a turn.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        let turn = 2 * Double.pi
        let forward = clockwise ? start - endAngle.radians : endAngle.radians - start   // in the arc's direction
        var sweep = forward >= turn ? turn : forward.truncatingRemainder(dividingBy: turn)
        if sweep < 0 { sweep += turn }
        addArc(center: center, radius: radius, start: start, sweep: clockwise ? -sweep : sweep, transform: transform)
    }

    /// An arc from `startAngle` turning through `delta` (positive: increasing angles).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    private mutating func addArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        let t = transform.raster
        edit { path in
            let first = Point(Double(center.x) + Double(radius) * cos(start), Double(center.y) + Double(radius) * sin(start))
            if path.isEmpty || path.elements.last == .close { path.move(to: t.apply(first)) }
            path.arc(center: t.apply(Point(center)), u: t.applyLinear(Point(Double(radius), 0)), v: t.applyLinear(Point(0, Double(radius))),
                     start: start, sweep: sweep)
        }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(rect), transform: transform)
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }
    public mutating func addPath(_ other: Path, transform: CGAffineTransform = .identity) {
        if isEmpty && transform.isIdentity { self = other; return }
        let added = other.applying(transform).elements
        edit { $0.append(added) }
    }

    // MARK: Reading

    public var isEmpty: Bool {
        switch storage {
        case .elements(let p): return p.isEmpty
        default: return false
        }
    }

    /// The bounds of the path's points and control points.
    public var boundingRect: CGRect {
        var lo = Point(.infinity, .infinity), hi = Point(-.infinity, -.infinity)
        for line in elements.polylines(tolerance: 0.01) {
            for p in line.points { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
        }
        guard lo.x <= hi.x else { return .null }
        return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The last point added (nil for an empty path).
    public var currentPoint: CGPoint? {
        elements.polylines(tolerance: 0.01).last?.points.last.map { CGPoint(x: $0.x, y: $0.y) }
    }

    public func applying(_ transform: CGAffineTransform) -> Path {
        transform.isIdentity ? self : Path(.transformed(self, transform))
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The path moved by (dx, dy), built-in shapes kept as such (for exact drawing and
    /// analytic shadows): how a shape's path in its own space lands in its frame.
    func moved(dx: Double, dy: Double) -> Path {
        guard dx != 0 || dy != 0 else { return self }
        func move(_ r: CGRect) -> CGRect { r.offsetBy(dx: dx, dy: dy) }
        switch storage {
        case .primitive(let p):
            switch p {
            case .rect(let r): return Path(.primitive(.rect(move(r))))
            case let .roundedRect(r, size, style): return Path(.primitive(.roundedRect(move(r), size, style)))
            case .ellipse(let r): return Path(.primitive(.ellipse(move(r))))
            case .circle(let r): return Path(.primitive(.circle(move(r))))
            case .capsule(let r): return Path(.primitive(.capsule(move(r))))
            }
        case .elements(let e):
            return Path(.elements(e.transformed(by: RowRaster.AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy))))
        case .stroked, .trimmed, .transformed:
            return offsetBy(dx: dx, dy: dy)
        }
    }

    /// The part of the path between fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(.trimmed(self, from: Double(from), to: Double(to))) }

    /// The outline of the path stroked with `style`.
    public func strokedPath(_ style: StrokeStyle) -> Path { Path(.stroked(self, style.raster)) }

    // MARK: Drawing

    /// The path in pixels at `scale` pixels per point (flattening strokes and trims within
    /// `tolerance` pixels).
    func raster(scale: Double, tolerance: Double = 0.01) throws -> RowRaster.Path {
        try ShapeSpec(kind(scale: scale, tolerance: tolerance)).path()
    }

    /// The display list's form of the path in pixels: primitives stay primitives.
    func kind(scale s: Double, tolerance: Double = 0.01) throws -> ShapeSpec.Kind {
        switch storage {
        case .elements(let p):
            return .path(p.transformed(by: RowRaster.AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0)))
        case .primitive(let primitive):
            switch primitive {
            case .rect(let r): return .rect(r.pixels(s))
            case let .roundedRect(r, size, style):
                let px = r.pixels(s)
                let style = style == .circular ? CornerStyle.circular : .continuous
                if size.width == size.height { return .roundedRect(px, radius: max(0, Double(size.width) * s), style: style) }
                return .path(RowRaster.Path(roundedRect: px, radiusX: max(0, Double(size.width) * s), radiusY: max(0, Double(size.height) * s), style: style))
            case .ellipse(let r): return .ellipse(r.pixels(s))
            case .circle(let r):
                let px = r.pixels(s)
                return .circle(center: Point(px.x + px.width / 2, px.y + px.height / 2), radius: max(0, min(px.width, px.height) / 2))
            case .capsule(let r): return .capsule(r.pixels(s))
            }
        case let .stroked(base, style):
            var scaled = style
            scaled.width *= s; scaled.dash = style.dash.map { $0 * s }; scaled.dashPhase *= s
            return .path(try base.raster(scale: s, tolerance: tolerance / 4).stroked(scaled, tolerance: tolerance))
        case let .trimmed(base, from, to):
            return .path(try base.raster(scale: s, tolerance: tolerance / 4).trimmed(from: from, to: to, tolerance: tolerance / 4))
        case let .transformed(base, t):
            let r = t.raster
            // Conjugated by the scale: the transform's translation is in points.
            return .path(try base.raster(scale: s, tolerance: tolerance).transformed(by: RowRaster.AffineTransform(a: r.a, b: r.b, c: r.c, d: r.d, tx: r.tx * s, ty: r.ty * s)))
        }
    }
}

extension Point {
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension CGRect {
    /// In pixels at `s` pixels per point.
    func pixels(_ s: Double) -> Rect {
        Rect(x: Double(origin.x) * s, y: Double(origin.y) * s, width: Double(size.width) * s, height: Double(size.height) * s)
    }
    init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}

extension CGAffineTransform {
    var raster: RowRaster.AffineTransform {
        RowRaster.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}
