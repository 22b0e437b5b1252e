// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import CHarfBuzz

/// Glyphs HarfBuzz produced for a run of text, in visual order (right-to-left runs come out
/// reversed), with positions in font units.
struct ShapedGlyphs {
    var ids: [UInt32] = []
    /// The UTF-16 offset, in the shaped paragraph, of the cluster each glyph belongs to.
    var clusters: [Int] = []
    var advances: [Int32] = []
    var xOffsets: [Int32] = []
    var yOffsets: [Int32] = []
}

/// A HarfBuzz font over a face's bytes, at a scale of one unit per font unit (so positions
/// come out in font units, as `hb-shape` prints them). Immutable once made: HarfBuzz allows
/// shaping with it from several threads at once.
final class HarfBuzzFont: @unchecked Sendable {
    private let font: OpaquePointer
    /// The head table's units per em (HarfBuzz reads it even where FreeType reports none, as
    /// for bitmap-only emoji faces).
    let unitsPerEm: Double
    /// Keeps the bytes alive as long as HarfBuzz reads them.
    private let data: FontData

    init(data: FontData) {
        self.data = data
        let blob = hb_blob_create(UnsafeRawPointer(data.bytes.baseAddress!).assumingMemoryBound(to: CChar.self),
                                  UInt32(data.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let face = hb_face_create(blob, 0)
        font = hb_font_create(face)!
        let upem = Int32(hb_face_get_upem(face))
        unitsPerEm = Double(upem)
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    deinit { hb_font_destroy(font) }

    /// The font's glyph for a code point by its cmap, or nil.
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// The glyph's horizontal advance in font units, as the font's metrics give it.
    func advance(_ glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }

    /// Shapes `range` of a paragraph's UTF-16 text (the rest is context for joining and
    /// contextual features) in one direction, script and language, with `features` on top of
    /// the shaper's defaults.
    func shape(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, rightToLeft: Bool, script: UInt32,
               language: String, features: [ShapingFeature]) -> ShapedGlyphs {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == text.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        let hbFeatures = features.map { f in
            hb_feature_t(tag: f.tag, value: f.value, start: 0, end: UInt32.max)
        }
        hbFeatures.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var out = ShapedGlyphs()
        let n = Int(count)
        out.ids.reserveCapacity(n); out.clusters.reserveCapacity(n); out.advances.reserveCapacity(n)
        out.xOffsets.reserveCapacity(n); out.yOffsets.reserveCapacity(n)
        for i in 0..<n {
            out.ids.append(infos![i].codepoint)
            out.clusters.append(Int(infos![i].cluster))
            out.advances.append(positions![i].x_advance)
            out.xOffsets.append(positions![i].x_offset)
            out.yOffsets.append(positions![i].y_offset)
        }
        return out
    }

    /// The script HarfBuzz's Unicode functions give a code point (an `hb_script_t` value).
    static func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }
    static let commonScript = HB_SCRIPT_COMMON.rawValue
    static let inheritedScript = HB_SCRIPT_INHERITED.rawValue
    static let unknownScript = HB_SCRIPT_UNKNOWN.rawValue
}

/// An OpenType feature switched on or off for a whole run (`tnum` = 1, `liga` = 0, …).
struct ShapingFeature: Hashable {
    let tag: UInt32
    let value: UInt32
    init(_ tag: String, _ value: UInt32) {
        let c = Array(tag.utf8)
        self.tag = rf_hb_tag(CChar(c[0]), CChar(c[1]), CChar(c[2]), CChar(c[3]))
        self.value = value
    }
}
