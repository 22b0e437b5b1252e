import RowRaster

/// What shapes a run of text besides its characters.
public struct TextAttributes: Sendable, Hashable {
    public var font: FontDescriptor
    /// Extra space after every character, in points (SwiftUI's `tracking`).
    public var tracking: Double
    /// `textCase(.uppercase)`.
    public var uppercase: Bool
    public var dynamicType: DynamicTypeSize

    public init(font: FontDescriptor, tracking: Double = 0, uppercase: Bool = false, dynamicType: DynamicTypeSize = .default) {
        self.font = font; self.tracking = tracking; self.uppercase = uppercase; self.dynamicType = dynamicType
    }
}

/// One positioned glyph of shaped text.
public struct ShapedGlyph: Sendable {
    public let font: FontFace
    public let id: UInt32
    /// Pen position of the glyph origin from the start of the run, in points.
    public let x: Double
    /// The advance the glyph contributes (with kerning and tracking), in points.
    public let advance: Double
}

/// A single line of shaped text, measured in points: its glyphs, width, and the line box
/// (ascent above the baseline, descent below, leading).
public struct ShapedText: Sendable {
    /// The text drawn (after case transform and truncation).
    public let text: String
    public let glyphs: [ShapedGlyph]
    public let width: Double
    /// Point size of the primary font.
    public let size: Double
    public let metrics: FontMetrics
    public let isTruncated: Bool

    public var ascent: Double { metrics.ascender * size }
    public var descent: Double { metrics.descender * size }
    /// The line box height (SwiftUI's text frame height for one line).
    public var height: Double { metrics.lineHeight * size }
    /// Distance from the top of the line box to the baseline.
    public var baseline: Double { ascent }

    /// The text as glyph runs (one per font) with the line box's top-left at `origin`, in
    /// pixels at `scale` pixels per point, transformed by `transform` afterwards.
    public func glyphRuns(origin: Point, scale: Double, transform: AffineTransform = .identity) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        let baselineY = (origin.y + baseline) * scale
        for g in glyphs {
            let position = Point((origin.x + g.x) * scale, baselineY)
            let glyph = g.font.glyph(g.id)
            if let last = runs.indices.last, runs[last].font == g.font.name {
                runs[last].glyphs.append(glyph); runs[last].positions.append(position)
            } else {
                runs.append(GlyphRun(font: g.font.name, size: size * scale, glyphs: [glyph], positions: [position], transform: transform, text: text))
            }
        }
        return runs
    }
}

/// Shapes Latin UI text: character → glyph (with emoji fallback), tabular digits on request,
/// advances, GPOS/kern kerning, tracking; measures and truncates to a width.
public struct TextShaper: Sendable {
    public let library: FontLibrary
    /// The tail truncation mark (U+2026).
    public static let ellipsis = "\u{2026}"

    public init(library: FontLibrary) { self.library = library }

    /// Shapes one line. With `maxWidth`, text wider than it is cut at the tail with "…"
    /// (`lineLimit(1)`): the longest prefix that fits with the ellipsis, trailing spaces dropped.
    public func shape(_ text: String, _ attributes: TextAttributes, maxWidth: Double? = nil) throws(TextError) -> ShapedText {
        let font = try library.font(attributes.font)
        let size = attributes.font.pointSize(attributes.dynamicType)
        let string = attributes.uppercase ? text.uppercased() : text
        let full = try shapeLine(string, font, size, attributes)
        guard let maxWidth, full.width > maxWidth + 1e-9 else { return full }
        let ellipsisOnly = try shapeLine(TextShaper.ellipsis, font, size, attributes, truncated: true)
        if ellipsisOnly.width > maxWidth + 1e-9 { return ellipsisOnly }
        let characters = Array(string)
        func candidate(_ count: Int) throws(TextError) -> ShapedText {
            var prefix = String(characters[0..<count])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return try shapeLine(prefix + TextShaper.ellipsis, font, size, attributes, truncated: true)
        }
        // Widths grow with the prefix length; the full line's pen positions (one glyph per
        // character in Latin text) say where the answer is, so the search starts there.
        var guess = 0
        if full.glyphs.count == characters.count {
            while guess < characters.count, full.glyphs[guess].x + full.glyphs[guess].advance + ellipsisOnly.width <= maxWidth { guess += 1 }
        }
        var lo = 1, hi = characters.count - 1, best = ellipsisOnly
        if guess > 0 {
            let below = max(1, guess - 2), above = min(characters.count - 1, guess + 2)
            let b = try candidate(below)
            if b.width <= maxWidth + 1e-9 { best = b; lo = below + 1 } else { hi = below - 1 }
            if lo <= above && above <= hi {
                let a = try candidate(above)
                if a.width <= maxWidth + 1e-9 { best = a; lo = above + 1 } else { hi = above - 1 }
            }
        }
        while lo <= hi {
            let mid = (lo + hi) / 2
            let c = try candidate(mid)
            if c.width <= maxWidth + 1e-9 { best = c; lo = mid + 1 } else { hi = mid - 1 }
        }
        return best
    }

    /// An SF Symbol as a one-glyph line: the icon font's em square, `SymbolTable.emScale` times
    /// the font's point size, sitting on the baseline.
    public func symbol(_ name: String, font descriptor: FontDescriptor, dynamicType: DynamicTypeSize = .default) throws(TextError) -> ShapedText {
        let table = library.symbols
        let id = try table.glyphID(name)
        let size = descriptor.pointSize(dynamicType) * SymbolTable.emScale
        let advance = table.font.advance(id) * size
        return ShapedText(text: name, glyphs: [ShapedGlyph(font: table.font, id: id, x: 0, advance: advance)],
                          width: advance, size: size, metrics: table.font.metrics, isTruncated: false)
    }

    private func shapeLine(_ string: String, _ font: FontFace, _ size: Double, _ attributes: TextAttributes,
                           truncated: Bool = false) throws(TextError) -> ShapedText {
        // Characters → glyphs. Variation selectors and joiners are dropped (ZWJ sequences draw
        // as their parts); line breaks become spaces (one line).
        var ids: [(font: FontFace, id: UInt32)] = []
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0xFE0E, 0xFE0F, 0x200D: continue
            default: break
            }
            let s: Unicode.Scalar = scalar.properties.isWhitespace ? " " : scalar
            if let id = font.glyphID(s) {
                ids.append((font, attributes.font.monospacedDigits ? font.tabular(id) : id))
            } else if let emoji = library.emoji, let id = emoji.glyphID(s) {
                ids.append((emoji, id))
            } else {
                throw .missingGlyph(font: font.name, character: String(scalar))
            }
        }
        // Advances, kerning between neighbours of the same outline font, tracking.
        var advances = ids.map { $0.font.advance($0.id) * size }
        var offsets = [Double](repeating: 0, count: ids.count)
        if ids.count > 1 {
            for i in 0..<(ids.count - 1) where ids[i].font === ids[i + 1].font && !ids[i].font.isColor {
                let f = ids[i].font, scale = size / f.unitsPerEm
                for adj in f.kerning.adjustments(ids[i].id, ids[i + 1].id) {
                    advances[i] += Double(adj.firstAdvance) * scale
                    offsets[i] += Double(adj.firstOffset) * scale
                    advances[i + 1] += Double(adj.secondAdvance) * scale
                    offsets[i + 1] += Double(adj.secondOffset) * scale
                }
            }
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(ids.count)
        var pen = 0.0
        for (i, g) in ids.enumerated() {
            let advance = advances[i] + attributes.tracking
            glyphs.append(ShapedGlyph(font: g.font, id: g.id, x: pen + offsets[i], advance: advance))
            pen += advance
        }
        return ShapedText(text: string, glyphs: glyphs, width: pen, size: size, metrics: font.metrics, isTruncated: truncated)
    }
}
