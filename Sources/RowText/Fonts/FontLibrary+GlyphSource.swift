import RowRaster

/// Lets display-list JSON name glyphs by font and index, and lay out `text` ops.
extension FontLibrary: GlyphSource {
    public func glyph(font: String, id: UInt32) throws -> Glyph {
        let face = try face(named: font)
        guard id < face.glyphCount else { throw TextError.missingGlyphIndex(font: font, id: id, count: face.glyphCount) }
        return face.glyph(id)
    }

    /// Lays out `text` on one line in the face named `font` (with its fallbacks) at `size`
    /// px/em, baseline starting at `origin`.
    public func shape(text: String, font: String, size: Double, origin: Point) throws -> [GlyphRun] {
        _ = try face(named: font)
        let layout = try self.layout([TextSpan(text, SpanStyle(font: FontDescriptor(family: .custom(font), size: size)))])
        return layout.glyphRuns(origin: Point(origin.x, origin.y - layout.firstBaseline), scale: 1).map(\.run)
    }

}
