import RowFiles
import Foundation
import RowRaster


/// Vertical metrics in em units: ascender above the baseline, descender below it (positive),
/// and the leading added below the descender. Line height = ascender + descender + leading.
public struct FontMetrics: Sendable, Equatable {
    public var ascender: Double
    public var descender: Double
    public var leading: Double
    public var lineHeight: Double { ascender + descender + leading }
    public init(ascender: Double, descender: Double, leading: Double) {
        self.ascender = ascender; self.descender = descender; self.leading = leading
    }
}

/// A loaded font face: its name, metrics, kerning, tabular-digit substitutions, and glyphs
/// read on first use (outlines unhinted in em units, or color bitmaps for emoji fonts).
/// Safe to share between threads.
public final class FontFace: Sendable {
    /// The face's name, e.g. "Inter-Medium"; synthesized faces get their own name.
    public let name: String
    public let familyName: String
    public let path: String
    /// Metrics used for layout (the font's own, or those of the font it stands in for).
    public let metrics: FontMetrics
    let unitsPerEm: Double
    let kerning: Kerning
    let tabularDigits: SingleSubstitution
    /// Font units added to stems by synthetic emboldening (0 for real faces).
    let emboldening: Double
    public let isColor: Bool
    /// Number of glyphs in the face.
    public let glyphCount: Int

    private struct GlyphInfo { var glyph: Glyph; var advance: Double }
    private struct State { var face: FaceHandle; var glyphs: [UInt32: GlyphInfo] = [:]; var cmap: [UInt32: UInt32] = [:] }
    private let state: Locked<State>

    /// Loads a font file. `metrics` overrides the font's own (for stand-ins); `embolden` (em)
    /// synthesizes a heavier weight under the given `name`.
    /// The largest font file read (256 MiB: a full CJK collection is about 100 MB).
    public static let maxFileBytes = 256 << 20

    public init(path: String, name: String? = nil, metrics: FontMetrics? = nil, embolden: Double = 0) throws(TextError) {
        guard FileTree.exists(path) else { throw .missingFont(path) }
        let data: [UInt8]
        do { data = try AtomicFile.read(path: path, limit: FontFace.maxFileBytes) } catch { throw .unreadableFont(path, "\(error)") }
        let face = try FaceHandle(data: data, path: path)
        // Bitmap-only faces (CBDT emoji) report no units per em; their glyphs are measured
        // from the strike instead.
        let upem = face.unitsPerEm > 0 ? face.unitsPerEm : 1
        guard face.unitsPerEm > 0 || face.hasColorBitmaps else { throw .unreadableFont(path, "units per em is 0") }
        self.path = path
        self.name = name ?? (face.postScriptName.isEmpty ? face.familyName + "-" + face.styleName : face.postScriptName)
        familyName = face.familyName
        unitsPerEm = upem
        isColor = face.hasColorBitmaps
        glyphCount = face.glyphCount
        self.metrics = metrics ?? FontMetrics(ascender: face.ascender / upem, descender: -face.descender / upem,
                                              leading: max(0, face.lineGap) / upem)
        kerning = Kerning(gpos: face.table("GPOS"), kern: face.table("kern"))
        tabularDigits = SingleSubstitution(gsub: face.table("GSUB"), feature: "tnum")
        emboldening = embolden * upem
        state = Locked(State(face: face))
    }

    /// The glyph index for a character, or nil when the font lacks it.
    public func glyphID(_ scalar: Unicode.Scalar) -> UInt32? {
        state.withLock { s in
            if let id = s.cmap[scalar.value] { return id == 0 ? nil : id }
            let id = s.face.glyphIndex(scalar)
            s.cmap[scalar.value] = id
            return id == 0 ? nil : id
        }
    }

    /// The glyph's drawable form (em units, y down).
    public func glyph(_ id: UInt32) -> Glyph { info(id).glyph }

    /// The glyph's advance in em units (after synthetic emboldening).
    public func advance(_ id: UInt32) -> Double { info(id).advance }

    /// Kerning of a glyph pair: the change to the first glyph's advance, in em units.
    public func kerning(_ a: UInt32, _ b: UInt32) -> Double { Double(kerning.value(a, b)) / unitsPerEm }

    /// The tabular form of a glyph ('tnum'), or the glyph itself.
    func tabular(_ id: UInt32) -> UInt32 { tabularDigits.map[id] ?? id }

    /// The raw bytes of an sfnt table, e.g. "kern".
    func table(_ tag: String) -> [UInt8]? { state.withLock { $0.face.table(tag) } }

    private func info(_ id: UInt32) -> GlyphInfo {
        state.withLock { s in
            if let g = s.glyphs[id] { return g }
            let upem = unitsPerEm
            var info = GlyphInfo(glyph: Glyph(id: id, outline: Path()), advance: 0)
            if isColor, let bitmap = s.face.colorBitmap(id) {
                let scale = 1 / bitmap.ppem
                info.glyph.image = GlyphImage(bitmap: bitmap.image, rect: Rect(
                    x: Double(bitmap.left) * scale, y: -Double(bitmap.top) * scale,
                    width: Double(bitmap.image.width) * scale, height: Double(bitmap.image.height) * scale))
                info.advance = bitmap.advance * scale
            } else if let outline = s.face.outline(id, embolden: emboldening) {
                // Font units, y up → em units, y down.
                info.glyph.outline = outline.path.transformed(by: .scale(1 / upem, -1 / upem))
                info.advance = outline.advance / upem
            }
            s.glyphs[id] = info
            return info
        }
    }
}
