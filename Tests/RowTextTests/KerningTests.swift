import Testing
import RowTestSupport
@testable import RowText

/// Kerning must equal what the fonts' tables say. The expected values are HarfBuzz's
/// (uharfbuzz 0.x from PyPI, shaping each pair with and without the 'kern' feature on the
/// bundled files): an independent reading of the same GPOS lookups.
@Suite struct KerningTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let font: String, pair: String, units: Int
        var testDescription: String { "\(font) \(pair) \(units)" }
    }
    static let cases: [Case] = [
        Case(font: "Inter-Regular", pair: "AV", units: -192), Case(font: "Inter-Regular", pair: "To", units: -224),
        Case(font: "Inter-Regular", pair: "Ty", units: -176), Case(font: "Inter-Regular", pair: "LT", units: -272),
        Case(font: "Inter-Regular", pair: "P.", units: -96), Case(font: "Inter-Regular", pair: "Wa", units: -144),
        Case(font: "Inter-Bold", pair: "AV", units: -254), Case(font: "Inter-Bold", pair: "Yo", units: -319),
        Case(font: "TeXGyreHeros-Regular", pair: "AV", units: -75), Case(font: "TeXGyreHeros-Regular", pair: "To", units: -90),
        Case(font: "TeXGyreHeros-Regular", pair: "Ty", units: -100), Case(font: "TeXGyreHeros-Regular", pair: "P.", units: -135),
        Case(font: "TeXGyreHeros-Bold", pair: "AV", units: -65), Case(font: "TeXGyreHeros-Bold", pair: "r,", units: -55),
    ]

    @Test(arguments: cases)
    func pairKerningMatchesTheFontTables(_ c: Case) throws {
        let font = try #require(TestSupport.fonts.fonts[c.font])
        let s = Array(c.pair.unicodeScalars)
        let a = try #require(font.glyphID(s[0])), b = try #require(font.glyphID(s[1]))
        #expect(Int((font.kerning(a, b) * font.unitsPerEm).rounded()) == c.units)
    }

    @Test func unkernedPairsAreZero() throws {
        let font = try #require(TestSupport.fonts.fonts["Inter-Regular"])
        let a = try #require(font.glyphID("o")), b = try #require(font.glyphID("o"))
        #expect(font.kerning(a, b) == 0)
    }

    /// DejaVu Sans (installed with fonts-dejavu) has a legacy 'kern' table; read alone it gives
    /// the values fonttools reports for it.
    @Test func legacyKernTableIsTheFallback() throws {
        let font = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let kerning = Kerning(gpos: nil, kern: font.table("kern"))
        #expect(kerning.lookupCount == 0 && !kerning.isEmpty)
        for (pair, units) in [("AV", -131), ("To", -348), ("Ty", -319), ("LT", -282)] {
            let s = Array(pair.unicodeScalars)
            let a = try #require(font.glyphID(s[0])), b = try #require(font.glyphID(s[1]))
            #expect(kerning.value(a, b) == units, "\(pair)")
        }
    }

    /// A string's width is the sum of its advances, kerning and tracking.
    @Test func measuringIsAdvancesPlusKerningPlusTracking() throws {
        let text = "AVATAR To Type 42"
        let attributes = TextAttributes(font: .system(size: 17, weight: .medium), tracking: 1.5)
        let shaped = try TextShaper(library: TestSupport.fonts).shape(text, attributes)
        let font = try TestSupport.fonts.font(.system, weight: .medium)
        let ids = text.unicodeScalars.map { font.glyphID($0)! }
        var expected = 0.0
        for (i, id) in ids.enumerated() {
            expected += font.advance(id) * 17 + 1.5
            if i + 1 < ids.count { expected += font.kerning(id, ids[i + 1]) * 17 }
        }
        #expect(abs(shaped.width - expected) < 1e-9)
        #expect(shaped.glyphs.count == ids.count)
        // Kerning really moved something: without it the string is wider.
        let unkerned = ids.reduce(0.0) { $0 + font.advance($1) * 17 + 1.5 }
        #expect(unkerned - shaped.width > 1)
    }

    /// Inter's 'tnum' makes every digit as wide as every other.
    @Test func monospacedDigitsAreTabular() throws {
        let proportional = try TextShaper(library: TestSupport.fonts).shape("1", TextAttributes(font: .system(size: 20))).width
        let wide = try TextShaper(library: TestSupport.fonts).shape("0", TextAttributes(font: .system(size: 20))).width
        #expect(proportional < wide)
        let widths = try (0...9).map { try TextShaper(library: TestSupport.fonts).shape("\($0)", TextAttributes(font: .system(size: 20).monospacedDigit())).width }
        #expect(Set(widths).count == 1)
    }
}
