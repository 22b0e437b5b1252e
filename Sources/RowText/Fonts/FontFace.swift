import RowFiles
import RowRaster

/// Vertical metrics in em units: ascender above the baseline, descender below it (positive),
/// the leading added below the descender, and the height of capitals. Line height = ascender +
/// descender + leading.
public struct FontMetrics: Sendable, Equatable {
    public var ascender: Double
    public var descender: Double
    public var leading: Double
    public var capHeight: Double
    public var lineHeight: Double { ascender + descender + leading }
    /// `capHeight` unknown: 0.7 em, about a sans serif's.
    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double? = nil) {
        self.ascender = ascender; self.descender = descender; self.leading = leading; self.capHeight = capHeight ?? 0.7
    }
}

/// How a face is derived from its file: metrics standing in for another font's, and a
/// synthetic weight or slant where the family has no such face.
public struct FaceVariant: Sendable, Hashable {
    /// Metrics used for layout instead of the font's own (a stand-in's).
    public var metrics: FontMetrics?
    /// Stem thickening in em (synthetic bold or medium).
    public var embolden: Double = 0
    /// Horizontal shear (synthetic oblique: x += slant · y).
    public var slant: Double = 0
    /// Advance widths used instead of the font's own (a stand-in's: SF Pro's for Inter).
    public var widths: StandInWidths?
    public init(metrics: FontMetrics? = nil, embolden: Double = 0, slant: Double = 0, widths: StandInWidths? = nil) {
        self.metrics = metrics; self.embolden = embolden; self.slant = slant; self.widths = widths
    }
    public static func == (a: Self, b: Self) -> Bool {
        a.metrics == b.metrics && a.embolden == b.embolden && a.slant == b.slant && a.widths == b.widths
    }
    public func hash(into h: inout Hasher) {
        h.combine(metrics?.ascender); h.combine(metrics?.descender); h.combine(metrics?.leading); h.combine(metrics?.capHeight)
        h.combine(embolden); h.combine(slant); h.combine(widths)
    }
}

/// A loaded font face: its name, metrics, a HarfBuzz font for shaping, and glyphs read on
/// first use (outlines unhinted in em units, or color bitmaps for emoji fonts).
/// Safe to share between threads.
public final class FontFace: Sendable {
    /// The face's name, e.g. "Inter-Medium"; synthesized faces get their own name.
    public let name: String
    public let familyName: String
    public let path: String
    /// Metrics used for layout (the font's own, or those of the font it stands in for).
    public let metrics: FontMetrics
    /// Underline offset below the baseline and thickness, in em.
    public let underline: (offset: Double, thickness: Double)
    /// OS/2 weight class of the file (100…900), before synthetic emboldening.
    public let weight: Int
    public let isItalic: Bool
    public let isColor: Bool
    /// Number of glyphs in the face (the file's, then the composed ones).
    public let glyphCount: Int
    /// Composes the glyphs numbered from the file's glyph count on.
    let composer: (any GlyphComposer)?
    let unitsPerEm: Double
    /// Font units added to stems by synthetic emboldening (0 for real faces).
    let emboldening: Double
    let slant: Double
    let shaper: HarfBuzzFont
    /// The advances (em) glyphs take in place of their own, by optical size (`widths.sizes`):
    /// the stand-in's glyph for each character the variant's table lists.
    let standIn: [UInt32: OpticalAdvance]
    let standInSizes: [Double]
    private let inkWidths = Locked<[UInt32: Double]>([:])

    private struct GlyphInfo { var glyph: Glyph; var advance: Double }
    private struct State { var face: FaceHandle; var glyphs: [UInt32: GlyphInfo] = [:] }
    private let state: Locked<State>

    /// The largest font file read (256 MiB: a full CJK collection is about 100 MB).
    public static let maxFileBytes = 256 << 20

    /// Loads a font file under `name` (default: its PostScript name), derived per `variant`.
    /// `composer` adds glyphs built from the file's own (numbered after them).
    public init(path: String, name: String? = nil, variant: FaceVariant = FaceVariant(), composer: (any GlyphComposer)? = nil) throws(TextError) {
        guard FileTree.exists(path) else { throw .missingFont(path) }
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path: path, limit: FontFace.maxFileBytes) } catch { throw .unreadableFont(path, "\(error)") }
        let data = FontData(bytes)
        let face = try FaceHandle(data: data, path: path)
        let shaper = HarfBuzzFont(data: data)
        // FreeType reports no units per em for bitmap-only faces (CBDT emoji); HarfBuzz reads
        // the head table, and shaping positions are in its units.
        let upem = shaper.unitsPerEm
        guard upem >= 16 else { throw .unreadableFont(path, "units per em is \(upem)") }
        self.path = path
        self.name = name ?? (face.postScriptName.isEmpty ? face.familyName + "-" + face.styleName : face.postScriptName)
        familyName = face.familyName
        unitsPerEm = upem
        isColor = face.hasColorBitmaps
        glyphCount = face.glyphCount + (composer?.count ?? 0)
        self.composer = composer
        weight = face.weightClass
        isItalic = face.isItalic || variant.slant != 0
        metrics = variant.metrics ?? FontMetrics(ascender: face.ascender / upem, descender: -face.descender / upem,
                                                 leading: max(0, face.lineGap) / upem, capHeight: face.capHeight.map { $0 / upem })
        let u = face.underline
        underline = (offset: -u.position / upem, thickness: max(u.thickness, upem / 20) / upem)
        emboldening = variant.embolden * upem
        slant = variant.slant
        self.shaper = shaper
        var standIn: [UInt32: OpticalAdvance] = [:]
        if let widths = variant.widths {
            let n = widths.table.sizes.count
            for (scalar, row) in widths.table.advances {
                guard let glyph = shaper.nominalGlyph(scalar) else { continue }
                let own = Double(shaper.advance(glyph)) / upem
                standIn[glyph] = OpticalAdvance(values: row[widths.weight * n ..< (widths.weight + 1) * n].map { $0 - own })
            }
        }
        self.standIn = standIn
        standInSizes = variant.widths?.table.sizes ?? []
        state = Locked(State(face: face))
    }

    /// Whether the face stands in for another font whose widths it takes.
    var standsIn: Bool { !standIn.isEmpty }

    /// How much wider (em) the glyph is set at `size` points than its own advance, where the
    /// face stands in for a font whose widths it takes (0 elsewhere). A glyph whose ink would
    /// not fit the narrower advance (Inter's dashes run edge to edge) keeps its own, rather than
    /// overlap its neighbours.
    func standInDelta(_ id: UInt32, size: Double) -> Double {
        guard let row = standIn[id] else { return 0 }
        let delta = row.at(size, sizes: standInSizes)
        if delta < 0, inkWidth(id) > advance(id) + delta + 1e-9 { return 0 }
        return delta
    }

    /// The horizontal extent (em) of the glyph's outline points, measured once per glyph.
    private func inkWidth(_ id: UInt32) -> Double {
        if let known = inkWidths.withLock({ $0[id] }) { return known }
        var lo = Double.infinity, hi = -Double.infinity
        func see(_ p: Point) { lo = min(lo, p.x); hi = max(hi, p.x) }
        for element in glyph(id).outline.elements {
            switch element {
            case .move(let p), .line(let p): see(p)
            case .quad(let c, let p): see(c); see(p)
            case .cubic(let c1, let c2, let p): see(c1); see(c2); see(p)
            case .arc, .close: break
            }
        }
        let width = hi > lo ? hi - lo : 0
        inkWidths.withLock { $0[id] = width }
        return width
    }

    /// Whether the face maps a code point to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { shaper.nominalGlyph(scalar.value) != nil }

    /// The glyph index for a character, or nil when the font lacks it.
    public func glyphID(_ scalar: Unicode.Scalar) -> UInt32? { shaper.nominalGlyph(scalar.value) }

    /// The glyph's drawable form (em units, y down). Glyph 0 (.notdef, a character no font
    /// has) draws as a hollow box.
    public func glyph(_ id: UInt32) -> Glyph { info(id).glyph }

    /// The glyph's advance in em units (after synthetic emboldening).
    public func advance(_ id: UInt32) -> Double { info(id).advance }

    /// The outline that stands for a missing character: a hollow box `advance` em wide.
    static func tofu(advance: Double) -> Path {
        let w = max(0.3, advance), inset = 0.08 * w, stroke = 0.06
        // Outer square clockwise, inner counter-clockwise: a frame under either fill rule.
        let x0 = inset, x1 = w - inset, y0 = -0.72, y1 = 0.0
        var p = Path()
        p.move(to: Point(x0, y0)); p.line(to: Point(x1, y0)); p.line(to: Point(x1, y1)); p.line(to: Point(x0, y1)); p.close()
        p.move(to: Point(x0 + stroke, y0 + stroke)); p.line(to: Point(x0 + stroke, y1 - stroke))
        p.line(to: Point(x1 - stroke, y1 - stroke)); p.line(to: Point(x1 - stroke, y0 + stroke)); p.close()
        return p
    }

    private func info(_ id: UInt32) -> GlyphInfo {
        state.withLock { s in info(id, &s) }
    }

    private func info(_ id: UInt32, _ s: inout State) -> GlyphInfo {
        if let known = s.glyphs[id] { return known }
        let fileGlyphs = UInt32(glyphCount - (composer?.count ?? 0))
        var made = GlyphInfo(glyph: Glyph(id: id, outline: Path()), advance: 0)
        if id >= fileGlyphs, let c = composer?.glyph(Int(id - fileGlyphs)) {
            // A composed glyph: the symbol centred in the enclosure, cut out where it lies on
            // ink; the enclosure's advance.
            let enclosure = info(c.enclosure, &s)
            var symbol = Path(), pen = 0.0
            for g in c.symbol {
                // (Another face's glyphs come through its own lock; this face's are in `s`.)
                let part = c.symbolFace.map { (outline: $0.glyph(g).outline, advance: $0.advance(g)) }
                    ?? { let own = info(g, &s); return (outline: own.glyph.outline, advance: own.advance) }()
                symbol.append(part.outline, transformedBy: .translation(pen, 0))
                pen += part.advance
            }
            var outline = c.drawsEnclosure ? enclosure.glyph.outline : Path()
            if let slash = c.slash, let bounds = enclosure.glyph.bounds {
                outline = slash.cut(enclosure.glyph.outline, bounds: bounds)
            } else if let transform = c.symbolTransform {
                outline.append(symbol, transformedBy: transform)
            } else if let placement = c.badge, let outer = enclosure.glyph.bounds, let inner = Glyph(id: id, outline: symbol).bounds,
               max(inner.width, inner.height) > 0 {
                // The base drawn smaller toward the corner away from the badge (so the two barely
                // meet, where SF Symbols cuts the base around it), the badge in its corner.
                let side = max(outer.width, outer.height), shrink = placement.dot ? 0.86 : 0.76
                let top = placement.corner.top, trailing = !placement.corner.leading
                let anchorX = trailing ? outer.x : outer.x + outer.width, anchorY = top ? outer.y + outer.height : outer.y
                // Each part keeps its own holes; where they overlap, both are ink.
                outline = Path()
                outline.append(enclosure.glyph.outline.nestedContoursOriented(), transformedBy: AffineTransform(a: shrink, b: 0, c: 0, d: shrink,
                                                                                        tx: anchorX * (1 - shrink), ty: anchorY * (1 - shrink)))
                let k = c.share * side / max(inner.width, inner.height)
                let tx = trailing ? outer.x + outer.width - k * (inner.x + inner.width) : outer.x - k * inner.x
                let ty = top ? outer.y - k * inner.y : outer.y + outer.height - k * (inner.y + inner.height)
                outline.append(symbol.nestedContoursOriented(), transformedBy: AffineTransform(a: k, b: 0, c: 0, d: k, tx: tx, ty: ty))
            } else if let outer = enclosure.glyph.bounds, let inner = Glyph(id: id, outline: symbol).bounds, max(inner.width, inner.height) > 0 {
                let k = min(c.share * min(outer.width, outer.height) / max(inner.width, inner.height),
                            c.heightShare.map { $0 * outer.height / inner.height } ?? .infinity)
                outline.append(symbol, transformedBy: AffineTransform(a: k, b: 0, c: 0, d: k,
                                                                      tx: outer.x + outer.width / 2 - k * (inner.x + inner.width / 2),
                                                                      ty: outer.y + outer.height / 2 - k * (inner.y + inner.height / 2)))
            }
            // (A badged or slashed glyph's parts keep the directions they have.)
            made.glyph = Glyph(id: id, outline: c.badge == nil && c.slash == nil ? outline.nestedContoursOriented() : outline)
            made.advance = enclosure.advance
        } else if isColor, id != 0, let bitmap = s.face.colorBitmap(id) {
            let scale = 1 / bitmap.ppem
            made.glyph.image = GlyphImage(bitmap: bitmap.image, rect: Rect(
                x: Double(bitmap.left) * scale, y: -Double(bitmap.top) * scale,
                width: Double(bitmap.image.width) * scale, height: Double(bitmap.image.height) * scale))
            made.advance = bitmap.advance * scale
        } else if let outline = s.face.outline(id, embolden: emboldening, slant: slant) {
            // Font units, y up → em units, y down.
            // Made whole, so its bounds are the outline's (a glyph finds them once).
            made.glyph = Glyph(id: id, outline: outline.path.transformed(by: .scale(1 / unitsPerEm, -1 / unitsPerEm)))
            made.advance = outline.advance / unitsPerEm
        }
        if id == 0 {
            made.advance = max(made.advance, 0.5)
            made.glyph = Glyph(id: 0, outline: FontFace.tofu(advance: made.advance))
        }
        s.glyphs[id] = made
        return made
    }
}

/// A corner of a symbol, in reading order (leading is left).
public struct BadgeCorner: Sendable, Equatable {
    public var leading: Bool, top: Bool
    public init(leading: Bool, top: Bool) { self.leading = leading; self.top = top }
}

/// Makes the glyphs a face composes, numbered from 0 after the file's own.
public protocol GlyphComposer: Sendable {
    var count: Int { get }
    /// The composed glyph at `index`, or nil when its parts do not exist (drawn empty).
    func glyph(_ index: Int) -> ComposedGlyph?
}

/// A glyph a font lacks, drawn from glyphs it has: a symbol centred in an enclosure, cut out
/// of it where it lies on ink (SF Symbols' enclosed forms: a filled circle with a star cut out
/// of it, a ring holding a letter).
public struct ComposedGlyph: Sendable {
    /// The enclosure, a glyph of the face, drawn as it is.
    public var enclosure: UInt32
    /// The symbol's glyphs, set side by side: the face's own, or `symbolFace`'s.
    public var symbol: [UInt32]
    public var symbolFace: FontFace?
    /// The symbol's larger side as a share of the enclosure's smaller one.
    public var share: Double
    /// At most this share of the enclosure's height (letters keep one size whatever their width).
    public var heightShare: Double?
    /// A badged form instead: the enclosure is the base, the symbol its badge in a corner.
    public var badge: BadgePlacement?
    /// Whether the enclosure is drawn (false: it only gives the symbol its box and advance).
    public var drawsEnclosure = true
    /// Where the symbol goes when set (em units, y down), instead of fitted to the enclosure:
    /// another font's glyph drawn at its own size.
    public var symbolTransform: AffineTransform?
    /// A slashed form instead: the enclosure is the base, crossed by a slash.
    public var slash: Slash?
    /// SF Symbols' slash ("bell.slash"): a bar with round ends from the base's top leading
    /// corner toward its bottom trailing one, at 45° through the middle of its ink, cut into the
    /// base with a gap on either side.
    public struct Slash: Sendable, Equatable {
        /// The bar's width, in em (the icon's stroke).
        public var thickness: Double
        /// The bar's length as a share of the diagonal of a square on the base's longer side.
        public static let length = 0.86
        /// The gap either side of the bar, as a share of its width.
        public static let gap = 0.8
        public init(thickness: Double) { self.thickness = thickness }

        /// `base` (its ink in `bounds`, em units, y down) slashed.
        public func cut(_ base: Path, bounds: Rect) -> Path {
            let centre = Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2)
            // Across the bar: up and to the right (y down).
            let normal = Point(1 / 2.0.squareRoot(), -1 / 2.0.squareRoot())
            let across = normal.x * centre.x + normal.y * centre.y, half = thickness * (0.5 + Slash.gap)
            var out = base.clipped(toHalfPlane: normal, offset: across + half, tolerance: 0.0005)
            out.append(base.clipped(toHalfPlane: Point(-normal.x, -normal.y), offset: -(across - half), tolerance: 0.0005))
            let length = Slash.length * max(bounds.width, bounds.height) * 2.0.squareRoot()
            let bar = Path(capsuleIn: Rect(x: -length / 2, y: -thickness / 2, width: length, height: thickness))
            out.append(bar, transformedBy: AffineTransform.rotation(Double.pi / 4).concatenating(.translation(centre.x, centre.y)))
            return out
        }
    }
    /// Where a badge goes on its base: a corner, and whether it is a dot (drawn smaller, the
    /// base shrunk less).
    public struct BadgePlacement: Sendable, Equatable {
        public var corner: BadgeCorner
        public var dot: Bool
        public static let bottomTrailing = BadgePlacement(corner: BadgeCorner(leading: false, top: false), dot: false)
        public static let topTrailingDot = BadgePlacement(corner: BadgeCorner(leading: false, top: true), dot: true)
    }
    public init(enclosure: UInt32, symbol: [UInt32], symbolFace: FontFace? = nil, share: Double, heightShare: Double? = nil) {
        self.enclosure = enclosure; self.symbol = symbol; self.symbolFace = symbolFace; self.share = share; self.heightShare = heightShare
    }
    /// `base` with `badge` (or a dot) at `corner`.
    public init(base: UInt32, badge: UInt32, badgeFace: FontFace? = nil, corner: BadgeCorner, dot: Bool) {
        self.init(enclosure: base, symbol: [badge], symbolFace: badgeFace, share: dot ? 0.36 : 0.5)
        self.badge = BadgePlacement(corner: corner, dot: dot)
    }
}
