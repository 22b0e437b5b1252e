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
        /// A bitmap drawn into a rectangle of the image's units (embedded PNG or PDF image).
        case bitmap(Canvas, Rect)
        /// What follows up to the matching `endGroup` is composited as one, as `Group` says.
        case beginGroup(Group)
        case endGroup
    }

    /// How a group composites: at an opacity, with a blend mode, cut to a clip path, through a
    /// mask.
    public struct Group: Sendable, Equatable {
        public var opacity: Double
        public var blend: BlendMode
        /// Shadows the group casts as a whole, drawn under it (image units).
        public var shadows: [DropShadow] = []
        /// A Gaussian blur of the group's pixels, σ in image units (0: none).
        public var blur = 0.0
        /// In the image's units.
        public var clip: Path?
        public var clipRule: FillRule = .nonZero
        /// Its items' coverage (or luminance) multiplies the group's alpha.
        public var mask: Mask?
        public init(opacity: Double = 1, blend: BlendMode = .sourceOver, clip: Path? = nil, mask: Mask? = nil) {
            self.opacity = opacity; self.blend = blend; self.clip = clip; self.mask = mask
        }
    }

    /// A soft mask (PDF's `SMask`, SVG's `mask`): drawn items whose alpha — or, for a
    /// luminosity mask, luminance times alpha over black — is the mask.
    public struct Mask: Sendable, Equatable {
        public var items: [Item]
        public var luminosity: Bool
        public init(items: [Item], luminosity: Bool) { self.items = items; self.luminosity = luminosity }
    }

    /// How deep groups may nest; deeper ones are drawn without their group (and named in
    /// `undrawn`), so an image stays within the display list's layer depth.
    public static let maxGroupDepth = 24

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

/// Collects an image's items, keeping count against `VectorImage.maxElements` and groups
/// within `VectorImage.maxGroupDepth`.
struct VectorImageBuilder {
    let name: String
    var items: [VectorImage.Item] = []
    var undrawn: [String] = []
    private var elements = 0
    /// Open groups: whether each was kept.
    private var open: [Bool] = []

    init(name: String) { self.name = name }

    mutating func add(_ item: VectorImage.Item) throws {
        switch item {
        case .fill(let p, _, _), .stroke(let p, _, _): elements += p.elements.count + 1
        case .bitmap: elements += 1
        case .beginGroup(let g):
            elements += (g.clip?.elements.count ?? 0) + (g.mask?.items.count ?? 0) + 1
            let kept = open.filter { $0 }.count < VectorImage.maxGroupDepth
            open.append(kept)
            if !kept { skip("groups nested deeper than \(VectorImage.maxGroupDepth)"); return }
        case .endGroup:
            elements += 1
            guard let kept = open.popLast(), kept else { return }
        }
        guard elements <= VectorImage.maxElements else {
            throw VectorImageError(name, "more than \(VectorImage.maxElements) path elements")
        }
        items.append(item)
    }

    /// Closes every group still open (a content stream that ends inside `q`).
    mutating func closeAll() throws { while !open.isEmpty { try add(.endGroup) } }

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
    var solidColor: RGBA? { if case .solid(let c) = self { return c }; return nil }

    /// The paint with every color's alpha multiplied by `opacity`.
    func faded(_ opacity: Double) -> Paint { opacity >= 1 ? self : mapColors { $0.withAlpha($0.alpha * opacity) } }
}

extension VectorImage {
    /// The display-list steps that draw the image over `rect` (pixels, before `transform`):
    /// fills, with strokes outlined in the image's own units (so a stretched stroke stretches
    /// as the image does); a layer per group, with its mask as a mask layer. `tint`, when
    /// given, paints every fill (a template image), keeping each one's alpha. `tolerance` is
    /// the flattening tolerance in pixels.
    public func displayOps(in rect: Rect, transform: AffineTransform = .identity, tint: Paint? = nil, tolerance: Double = 0.01) -> [DisplayOp] {
        guard width > 0, height > 0 else { return [] }
        let map = AffineTransform.scale(rect.width / width, rect.height / height).concatenating(.translation(rect.x, rect.y))
        let drawing = Drawing(map: map, transform: transform, tolerance: tolerance / max(1e-9, min(abs(rect.width / width), abs(rect.height / height))))
        var ops: [DisplayOp] = []
        drawing.emit(items, tint: tint, into: &ops)
        return ops
    }

    private struct Drawing {
        let map: AffineTransform, transform: AffineTransform, tolerance: Double

        func shape(_ p: Path) -> ShapeSpec { ShapeSpec(.path(p.transformed(by: map)), transform: transform) }

        func emit(_ items: [Item], tint: Paint?, into ops: inout [DisplayOp]) {
            var masks: [Mask?] = []
            func painted(_ paint: Paint) -> Paint {
                guard let tint else { return paint.mapped(by: map) }
                return tint.faded(paint.stops?.map(\.color.alpha).max() ?? paint.solidColor?.alpha ?? 1)
            }
            for item in items {
                switch item {
                case let .fill(p, paint, rule):
                    ops.append(.fill(shape: shape(p), paint: painted(paint), fillRule: rule, blend: .sourceOver))
                case let .stroke(p, paint, style):
                    ops.append(.fill(shape: shape(p.stroked(style, tolerance: tolerance)), paint: painted(paint), fillRule: .nonZero, blend: .sourceOver))
                case let .bitmap(canvas, r):
                    let corner = map.apply(Point(r.x, r.y)), far = map.apply(Point(r.x + r.width, r.y + r.height))
                    let placed = Rect(x: min(corner.x, far.x), y: min(corner.y, far.y), width: abs(far.x - corner.x), height: abs(far.y - corner.y))
                    guard let box = transform.mapBounds(placed) else { continue }
                    if let tint {
                        ops += DisplayOp.templateImage(canvas, rect: box, area: ShapeSpec(.rect(placed), transform: transform), paint: tint)
                    } else {
                        ops.append(.image(canvas, rect: box, opacity: 1))
                    }
                case .beginGroup(let g):
                    let k = map.meanScale * transform.meanScale
                    let shadows = g.shadows.map { s in
                        DropShadow(color: s.color, sigma: min(DropShadow.maxSigma, s.sigma * k), offset: transform.applyLinear(map.applyLinear(s.offset)))
                    }
                    ops.append(.beginLayer(LayerStyle(opacity: g.opacity, blend: g.blend, clip: g.clip.map(shape), clipRule: g.clipRule,
                                                      blur: min(LayerStyle.maxBlur, g.blur * k), shadows: Array(shadows.prefix(16)))))
                    masks.append(g.mask)
                case .endGroup:
                    if let mask = masks.popLast() ?? nil {
                        ops.append(.beginLayer(LayerStyle(isMask: true)))
                        emit(mask.luminosity ? Self.luminanceAsAlpha(mask.items) : mask.items, tint: nil, into: &ops)
                        ops.append(.endLayer)
                    }
                    ops.append(.endLayer)
                }
            }
        }

        /// A luminosity mask's items as an alpha mask: each color white, its alpha times its
        /// luminance (exact where the mask's shapes do not overlap).
        static func luminanceAsAlpha(_ items: [Item]) -> [Item] {
            func white(_ p: Paint) -> Paint {
                p.mapColors { c in RGBA(red: 1, green: 1, blue: 1, alpha: c.alpha * (0.3 * c.red + 0.59 * c.green + 0.11 * c.blue)) }
            }
            return items.map { item in
                switch item {
                case let .fill(p, paint, rule): return .fill(p, white(paint), rule)
                case let .stroke(p, paint, style): return .stroke(p, white(paint), style)
                default: return item
                }
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
        case .meshGradient(var g): g.points = g.points.map(t.apply); return .meshGradient(g)
        }
    }
}

extension Canvas {
    /// The bitmap mirrored top to bottom and/or left to right.
    func flipped(vertically: Bool, horizontally: Bool) -> Canvas {
        guard vertically || horizontally else { return self }
        var out = self
        for y in 0..<height {
            for x in 0..<width { out[x, y] = self[horizontally ? width - 1 - x : x, vertically ? height - 1 - y : y] }
        }
        return out
    }
}
