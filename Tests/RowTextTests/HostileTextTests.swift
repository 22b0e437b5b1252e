import Testing
import Foundation
import RowRaster
import RowTestSupport
@testable import RowText

/// Text an attacker writes: bidi controls nested thousands deep, long texts with characters no
/// font has. Work and output stay proportional to the text.
@Suite struct HostileTextTests {
    let fonts = TestSupport.fonts

    /// Embeddings and isolates (RLE…PDF, RLI…PDI) are controls, not characters to draw: no
    /// warning, no glyph run text beyond the text itself (each run carries its own clusters).
    @Test func nestedBidiControlsAreNotWarnedAboutNorRepeated() throws {
        let n = 3000
        let text = String(repeating: "\u{202B}ab ", count: n) + String(repeating: "\u{202C}", count: n)
            + String(repeating: "\u{2067}שלום ", count: n) + String(repeating: "\u{2069}", count: n)
        let layout = try fonts.layout([TextSpan(text, SpanStyle(font: .system(size: 17)))])
        #expect(layout.warnings.isEmpty, "\(layout.warnings.prefix(3))")
        let runs = layout.glyphRuns(origin: Point(0, 0), scale: 1).map(\.run)
        #expect(runs.count > 1)
        let shown = runs.reduce(0) { $0 + ($1.text ?? "").utf16.count }
        #expect(shown <= text.utf16.count, "runs carry \(shown) UTF-16 units of a \(text.utf16.count)-unit text")
        // Every visible character is in some run's text, once.
        #expect(runs.map { $0.text ?? "" }.joined().filter { $0 == "ש" }.count == n)
    }

    /// A warning names a long text by its start, however long the text and however many of
    /// its characters no font has.
    @Test func warningsQuoteAnExcerpt() throws {
        let text = String(repeating: "x\u{11A00}", count: 20_000)     // Zanabazar Square: no bundled font has it
        let layout = try fonts.layout([TextSpan(text, SpanStyle(font: .system(size: 17)))])
        #expect(layout.warnings.count == 1)
        let w = try #require(layout.warnings.first)
        #expect(w.text.count == TextWarning.excerptLength + 1 && w.text.hasSuffix("…"))
        #expect(w.description.count < 200)
    }

    /// Each run's text is its own glyphs' characters: a line of two fonts splits its text.
    @Test func runsCarryTheirOwnText() throws {
        let layout = try fonts.layout([TextSpan("Hello שלום", SpanStyle(font: .system(size: 17)))])
        let runs = layout.glyphRuns(origin: Point(0, 0), scale: 1).map(\.run)
        #expect(runs.count == 2)
        #expect(Set(runs.compactMap(\.text)) == ["Hello ", "שלום"])
    }
}
