import RowRaster

/// A vector picture — an SVG document or a PDF page, as asset catalogs hold icons — as the
/// filled and stroked paths it draws, in its own units (y down, from its top left).
public struct VectorImage: Sendable, Equatable {
    /// Its natural size in points (SVG `width`/`height`, a PDF page's box at 72 per inch);
    /// its units are points too.
    public var width: Double, height: Double
    public var items: [Item]
    /// What it holds that is not drawn (text, filters, embedded bitmaps), each named once.
    public var undrawn: [String]

    /// One drawing step. Paint geometry (gradient points) is in the image's units.
    public enum Item: Sendable, Equatable {
        case fill(Path, Paint, FillRule)
        case stroke(Path, Paint, StrokeStyle)
        /// What follows up to the matching `endGroup` is composited at `opacity`, cut to
        /// `clip` (in the image's units) when there is one.
        case beginGroup(opacity: Double, clip: Path?, clipRule: FillRule)
        case endGroup
    }

    public init(width: Double, height: Double, items: [Item], undrawn: [String] = []) {
        self.width = width; self.height = height; self.items = items; self.undrawn = undrawn
    }

    /// Reads an SVG document or a PDF file by its first bytes.
    public static func read(_ bytes: [UInt8], name: String) throws -> VectorImage {
        guard bytes.count <= maxFileBytes else { throw VectorImageError(name, "larger than \(maxFileBytes >> 20) MiB") }
        if bytes.starts(with: Array("%PDF".utf8)) {
            do { return try PDFReader(bytes, name: name).firstPage() } catch let e as PDFSyntaxError {
                throw VectorImageError(name, "\(e.problem) (byte \(e.at) of \(e.inContent ? "the page's content" : "the file"))")
            }
        }
        return try SVGReader(bytes, name: name).image()
    }

    /// The largest file read, in bytes (checked before parsing).
    public static let maxFileBytes = 16 << 20
    /// The most path elements and drawing steps an image may hold.
    public static let maxElements = 2_000_000
}

/// A vector image that cannot be read: the file and what is wrong, in one line.
public struct VectorImageError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ name: String, _ problem: String) { description = "\(name): \(problem)" }
}

/// Collects an image's items, keeping count against `VectorImage.maxElements`.
struct VectorImageBuilder {
    let name: String
    var items: [VectorImage.Item] = []
    var undrawn: [String] = []
    private var elements = 0

    init(name: String) { self.name = name }

    mutating func add(_ item: VectorImage.Item) throws {
        switch item {
        case .fill(let p, _, _), .stroke(let p, _, _): elements += p.elements.count + 1
        case .beginGroup(_, let clip, _): elements += (clip?.elements.count ?? 0) + 1
        case .endGroup: elements += 1
        }
        guard elements <= VectorImage.maxElements else {
            throw VectorImageError(name, "more than \(VectorImage.maxElements) path elements")
        }
        items.append(item)
    }

    /// Notes a feature that is not drawn (once per kind).
    mutating func skip(_ what: String) { if !undrawn.contains(what) { undrawn.append(what) } }
}

extension Path {
    /// The bounds of the path's points and control points (a superset of its ink).
    var controlBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case let .arc(c, u, v, _, _):
                let rx = abs(u.x) + abs(v.x), ry = abs(u.y) + abs(v.y)
                add(Point(c.x - rx, c.y - ry)); add(Point(c.x + rx, c.y + ry))
            case .close: break
            }
        }
        return minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : Rect(x: 0, y: 0, width: 0, height: 0)
    }
}

extension AffineTransform {
    /// How much the transform scales lengths, on average (stroke widths, radii).
    var meanScale: Double { abs(a * d - b * c).squareRoot() }

    /// A linear gradient from `start` to `end` in this transform's source space, in its
    /// destination space: the stops' lines stay where the transform puts them (an uneven
    /// scale turns the gradient's direction), so the result is exact for any affine map.
    func mapGradient(start: Point, end: Point) -> (Point, Point) {
        let s = apply(start), e = apply(end)
        let d = Point(end.x - start.x, end.y - start.y)
        let along = applyLinear(Point(-d.y, d.x))             // a stop line's direction, mapped
        let length = (along.x * along.x + along.y * along.y).squareRoot()
        guard length > 0 else { return (s, e) }
        let n = Point(-along.y / length, along.x / length)    // perpendicular to the stop lines
        let t = (e.x - s.x) * n.x + (e.y - s.y) * n.y
        return (s, Point(s.x + n.x * t, s.y + n.y * t))
    }
}

extension Paint {
    /// The paint with every color's alpha multiplied by `opacity`.
    func faded(_ opacity: Double) -> Paint { opacity >= 1 ? self : mapColors { $0.withAlpha($0.alpha * opacity) } }
}

extension VectorImage {
    /// The image's steps mapped onto `rect` (its width and height scaled to the rect's):
    /// strokes are outlined first, in the image's own units, so every step is a fill or a
    /// group and a stretched stroke stretches as the image does. `tolerance` is the flattening
    /// tolerance where the steps land.
    public func drawn(into rect: Rect, tolerance: Double = 0.01) -> [Item] {
        guard width > 0, height > 0 else { return [] }
        let map = AffineTransform.scale(rect.width / width, rect.height / height).concatenating(.translation(rect.x, rect.y))
        let local = tolerance / max(1e-9, min(abs(rect.width / width), abs(rect.height / height)))
        return items.map { item in
            switch item {
            case let .fill(p, paint, rule): return .fill(p.transformed(by: map), paint.mapped(by: map), rule)
            case let .stroke(p, paint, style): return .fill(p.stroked(style, tolerance: local).transformed(by: map), paint.mapped(by: map), .nonZero)
            case let .beginGroup(opacity, clip, rule): return .beginGroup(opacity: opacity, clip: clip?.transformed(by: map), clipRule: rule)
            case .endGroup: return .endGroup
            }
        }
    }
}

extension Paint {
    /// The paint's geometry mapped by `t` (a linear gradient's stop lines land where `t`
    /// puts them; a radial one's radii scale by `t`'s mean scale).
    func mapped(by t: AffineTransform) -> Paint {
        switch self {
        case .solid: return self
        case .linearGradient(var g): (g.start, g.end) = t.mapGradient(start: g.start, end: g.end); return .linearGradient(g)
        case .radialGradient(var g):
            g.center = t.apply(g.center); g.startRadius *= t.meanScale; g.endRadius *= t.meanScale
            return .radialGradient(g)
        case .angularGradient(var g): g.center = t.apply(g.center); return .angularGradient(g)
        }
    }
}
