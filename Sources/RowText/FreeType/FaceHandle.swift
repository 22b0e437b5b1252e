// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import CFreeType
import RowRaster

/// A font file's bytes, shared read-only by the FreeType face and the HarfBuzz font made
/// over them, and freed after both.
final class FontData: @unchecked Sendable {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    init(_ data: [UInt8]) {
        bytes = .allocate(capacity: max(1, data.count))
        _ = bytes.initialize(from: data)
        count = data.count
    }
    let count: Int
    deinit { bytes.deallocate() }
}

/// One FreeType face over a font file's bytes, with its own FT_Library (FreeType objects are
/// not shared between threads; `FontFace` serializes access). Outlines are read unscaled and
/// unhinted, so glyph shapes come from the font alone, never from a hinter or a device.
final class FaceHandle {
    private var library: FT_Library?
    let face: FT_Face
    let data: FontData

    init(data: FontData, path: String) throws(TextError) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw .unreadableFont(path, "FreeType could not start") }
        var f: FT_Face?
        let err = FT_New_Memory_Face(lib, data.bytes.baseAddress, FT_Long(data.count), 0, &f)
        guard err == 0, let f else {
            FT_Done_FreeType(lib)
            throw .unreadableFont(path, "not a font FreeType can read (FreeType error \(err))")
        }
        library = lib; face = f; self.data = data
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    var unitsPerEm: Double { Double(face.pointee.units_per_EM) }
    var glyphCount: Int { Int(face.pointee.num_glyphs) }
    var familyName: String { face.pointee.family_name.map { String(cString: $0) } ?? "" }
    var styleName: String { face.pointee.style_name.map { String(cString: $0) } ?? "" }
    var postScriptName: String { FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? "" }
    /// The vertical metrics as Core Text takes them: the hhea table's ascender, descender and line
    /// gap, whatever the OS/2 table's USE_TYPO_METRICS flag says (FreeType's own pick follows that
    /// flag); FreeType's where the font has no hhea figures.
    private var hhea: (ascender: Double, descender: Double, lineGap: Double)? {
        guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { return nil }
        let h = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        guard h.Ascender != 0 || h.Descender != 0 else { return nil }
        return (Double(h.Ascender), Double(h.Descender), Double(h.Line_Gap))
    }
    var ascender: Double { hhea?.ascender ?? Double(face.pointee.ascender) }
    var descender: Double { hhea?.descender ?? Double(face.pointee.descender) }
    var lineGap: Double {
        hhea?.lineGap ?? Double(face.pointee.height) - Double(face.pointee.ascender) + Double(face.pointee.descender)
    }
    /// Underline position (below the baseline, negative) and thickness, in font units.
    var underline: (position: Double, thickness: Double) {
        (Double(face.pointee.underline_position), Double(face.pointee.underline_thickness))
    }
    /// The OS/2 weight class (400 when the table is missing).
    var weightClass: Int {
        guard let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return 400 }
        return Int(os2.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
    }
    /// The OS/2 cap height in font units (nil when the table is missing, older than version 2,
    /// or gives none).
    var capHeight: Double? {
        guard let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let table = os2.assumingMemoryBound(to: TT_OS2.self).pointee
        return table.version >= 2 && table.sCapHeight > 0 ? Double(table.sCapHeight) : nil
    }
    /// Whether the face is an italic or oblique style.
    var isItalic: Bool { (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0 }
    var hasColorBitmaps: Bool { face.pointee.num_fixed_sizes > 0 && (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0 }

    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 { UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value))) }

    /// The raw bytes of an sfnt table ("GPOS", "GSUB", "kern"), or nil when absent.
    func table(_ tag: String) -> [UInt8]? {
        let t = tag.unicodeScalars.reduce(UInt(0)) { $0 << 8 | UInt($1.value) }
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, FT_ULong(t), 0, nil, &length) == 0, length > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: Int(length))
        let err = out.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, FT_ULong(t), 0, $0.baseAddress, &length) }
        return err == 0 ? out : nil
    }

    /// The glyph's outline in font units (y up) and its advance, optionally emboldened by
    /// `embolden` font units (FT_Outline_EmboldenXY, horizontally and vertically) and slanted
    /// by `slant` (x += slant · y, a synthetic oblique).
    func outline(_ glyph: UInt32, embolden: Double, slant: Double) -> (path: Path, advance: Double)? {
        guard FT_Load_Glyph(face, glyph, rf_ft_load_no_scale()) == 0 else { return nil }
        let slot = face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        if embolden > 0 {
            let s = FT_Pos(embolden.rounded())
            FT_Outline_EmboldenXY(&slot.pointee.outline, s, s)
        }
        if slant != 0 {
            var shear = FT_Matrix(xx: 0x10000, xy: FT_Fixed((slant * 65536).rounded()), yx: 0, yy: 0x10000)
            FT_Outline_Transform(&slot.pointee.outline, &shear)
        }
        let advance = Double(slot.pointee.advance.x) + max(0, embolden.rounded())
        return (OutlineDecomposer.path(slot.pointee.outline), advance)
    }

    /// The color bitmap of a glyph at the face's first strike: premultiplied RGBA, its
    /// placement in pixels of the strike (left, top above the baseline) and the strike's ppem.
    func colorBitmap(_ glyph: UInt32) -> (image: Canvas, left: Int, top: Int, advance: Double, ppem: Double)? {
        guard face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0,
              FT_Load_Glyph(face, glyph, rf_ft_load_color()) == 0 else { return nil }
        let slot = face.pointee.glyph!
        let bm = slot.pointee.bitmap
        guard bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bm.width > 0, bm.rows > 0 else { return nil }
        let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = bm.buffer! + y * pitch
            for x in 0..<w {
                let i = (y * w + x) * 4
                rgba[i] = row[x * 4 + 2]; rgba[i + 1] = row[x * 4 + 1]; rgba[i + 2] = row[x * 4]; rgba[i + 3] = row[x * 4 + 3]
            }
        }
        guard let image = try? Canvas(width: w, height: h, premultipliedRGBA: rgba) else { return nil }
        let ppem = Double(face.pointee.size.pointee.metrics.x_ppem)
        return (image, Int(slot.pointee.bitmap_left), Int(slot.pointee.bitmap_top), Double(slot.pointee.advance.x) / 64, ppem)
    }
}

/// Turns a FreeType outline (TrueType quadratic or CFF cubic contours) into a path, in font
/// units with y up.
enum OutlineDecomposer {
    static func path(_ outline: FT_Outline) -> Path {
        var path = Path()
        var start = 0
        for c in 0..<Int(outline.n_contours) {
            let end = Int(outline.contours[c])
            defer { start = end + 1 }
            guard end >= start else { continue }
            let n = end - start + 1
            func point(_ i: Int) -> Point {
                let v = outline.points[start + (i % n)]
                return Point(Double(v.x), Double(v.y))
            }
            func tag(_ i: Int) -> Int { Int(outline.tags[start + (i % n)]) & 3 }   // 1 on, 0 conic, 2 cubic
            // Start on an on-curve point; a contour of conics only starts between two of them.
            let startPoint: Point
            let order: [Int]
            if let k = (0..<n).first(where: { tag($0) == 1 }) {
                startPoint = point(k); order = Array((k + 1)..<(k + n))
            } else {
                startPoint = (point(n - 1) + point(0)) * 0.5; order = Array(0..<n)
            }
            path.move(to: startPoint)
            var pendingConic: Point?
            var j = 0
            while j < order.count {
                let p = point(order[j])
                switch tag(order[j]) {
                case 1:
                    if let c = pendingConic { path.quad(to: p, control: c); pendingConic = nil } else { path.line(to: p) }
                    j += 1
                case 0:
                    if let c = pendingConic { path.quad(to: (c + p) * 0.5, control: c) }
                    pendingConic = p
                    j += 1
                default:   // cubic: two off-curve controls, then an end point (or the start)
                    let c2 = j + 1 < order.count ? point(order[j + 1]) : startPoint
                    let e = j + 2 < order.count ? point(order[j + 2]) : startPoint
                    path.cubic(to: e, control1: p, control2: c2)
                    j += 3
                }
            }
            if let c = pendingConic { path.quad(to: startPoint, control: c) }
            path.close()
        }
        return path
    }
}
