/// A glyph's drawable form in em units (1 = the font size), y down, origin on the baseline.
public struct Glyph: Sendable, Equatable {
    /// The glyph's index in its font.
    public var id: UInt32
    public var outline: Path
    /// A color bitmap (emoji), drawn instead of the outline and not tinted by the run's paint.
    public var image: GlyphImage?
    /// The box of the outline's points (em units; nil when empty), found once: what a budget
    /// prices the glyph by.
    public let bounds: Rect?

    public init(id: UInt32, outline: Path, image: GlyphImage? = nil) {
        self.id = id; self.outline = outline; self.image = image
        bounds = outline.controlBox
    }
}

/// A premultiplied bitmap placed in em units relative to the glyph origin.
public struct GlyphImage: Sendable, Equatable {
    public var bitmap: Canvas
    public var rect: Rect
    public init(bitmap: Canvas, rect: Rect) { self.bitmap = bitmap; self.rect = rect }
}

/// Glyphs of one font at one size, each at a pixel position on the baseline. The font's name
/// identifies glyphs for JSON and for the renderer's glyph-mask cache.
public struct GlyphRun: Sendable, Equatable {
    public var font: String
    /// Pixels per em.
    public var size: Double
    public var glyphs: [Glyph]
    /// Baseline origins in pixels, one per glyph.
    public var positions: [Point]
    /// Applied to the placed glyphs (a pressed row's 0.98 scale, for instance).
    public var transform: AffineTransform
    /// The text the glyphs show, for reports and JSON readers (not used to draw).
    public var text: String?

    /// The largest glyph size a renderer accepts, in pixels per em.
    public static let maxSize = 4096.0

    public init(font: String, size: Double, glyphs: [Glyph], positions: [Point], transform: AffineTransform = .identity, text: String? = nil) {
        self.font = font; self.size = size; self.glyphs = glyphs; self.positions = positions; self.transform = transform
        self.text = text
    }
}

/// Where a display list decoder finds glyphs by font name and glyph index, and shapes the
/// convenience `text` op (implemented by RowText's font library).
public protocol GlyphSource: Sendable {
    func glyph(font: String, id: UInt32) throws -> Glyph
    /// Shapes `text` in `font` at `size` pixels per em with its baseline starting at `origin`.
    func shape(text: String, font: String, size: Double, origin: Point) throws -> [GlyphRun]
}

extension GlyphRun {
    /// Whether the placed glyphs stay within ±`limit` px (origins, transform, bitmaps).
    func fits(within limit: Double) -> Bool {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite && abs($0) <= limit }) else { return false }
        let reach = size * 4 + 1   // glyph outlines and bitmaps stay within a few ems of the origin
        return positions.allSatisfy { p in
            guard p.x.isFinite, p.y.isFinite else { return false }
            let x = t.a * p.x + t.c * p.y + t.tx, y = t.b * p.x + t.d * p.y + t.ty
            return abs(x) + reach * (abs(t.a) + abs(t.c)) <= limit && abs(y) + reach * (abs(t.b) + abs(t.d)) <= limit
        }
    }
}

extension GlyphRun {
    /// The outlines of the runs' glyphs where they are placed (color glyphs have none), in
    /// pixels before the runs' transforms: what casts a text's shadow.
    public static func outline(of runs: [GlyphRun]) -> Path {
        var outline = Path()
        // Room for every glyph's outline at once: appending them one by one regrows it.
        outline.reserveCapacity(runs.reduce(0) { n, r in r.glyphs.reduce(n) { $0 + ($1.image == nil ? $1.outline.elements.count : 0) } })
        for run in runs {
            for (g, p) in zip(run.glyphs, run.positions) where g.image == nil {
                outline.append(g.outline, transformedBy: AffineTransform(a: run.size, b: 0, c: 0, d: run.size, tx: p.x, ty: p.y))
            }
        }
        return outline
    }
}
