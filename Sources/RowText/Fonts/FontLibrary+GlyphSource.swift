import RowRaster

/// Lets display-list JSON name glyphs by font and index, and shape `text` ops.
extension FontLibrary: GlyphSource {
    public func glyph(font: String, id: UInt32) throws -> Glyph {
        guard let f = fonts[font] else { throw TextError.unknownFont(font, known: fonts.keys.sorted()) }
        guard id < f.glyphCount else { throw TextError.missingGlyphIndex(font: font, id: id, count: f.glyphCount) }
        return f.glyph(id)
    }

    /// Shapes `text` in the face named `font` at `size` px/em (no Dynamic Type), baseline at `origin`.
    public func shape(text: String, font: String, size: Double, origin: Point) throws -> [GlyphRun] {
        let descriptor = FontDescriptor(family: .custom(font), size: size)
        let shaped = try TextShaper(library: self).shape(text, TextAttributes(font: descriptor))
        return shaped.glyphRuns(origin: Point(origin.x, origin.y - shaped.baseline), scale: 1)
    }
}
