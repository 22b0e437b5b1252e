import Testing
import RowTestSupport
@testable import RowText

@Suite struct SymbolTests {
    /// Every SF Symbol the design system uses (its components and its category table).
    static let seedSymbols = [
        "fork.knife", "cart.fill", "car.fill", "airplane", "bag.fill", "tv.fill", "house.fill", "bolt.fill",
        "cross.fill", "dollarsign.circle.fill", "arrow.left.arrow.right", "chart.line.uptrend.xyaxis",
        "ellipsis.circle.fill", "trash", "pencil", "checkmark.circle.fill", "archivebox", "chevron.right",
        "cup.and.saucer.fill", "circle.fill",
    ]

    @Test(arguments: seedSymbols)
    func seedSymbolResolvesToADrawableGlyph(_ name: String) throws {
        let shaped = try TextShaper(library: TestSupport.fonts).symbol(name, font: .system(size: 20, weight: .medium))
        #expect(shaped.glyphs.count == 1)
        let g = shaped.glyphs[0]
        #expect(g.font.name.hasPrefix("Phosphor"))
        #expect(!g.font.glyph(g.id).outline.isEmpty)
        #expect(abs(shaped.size - 20 * SymbolTable.emScale) < 1e-12)
        #expect(abs(shaped.height - shaped.size) < 1e-9)    // the em square
    }

    @Test func distinctSymbolsAreDistinctGlyphs() throws {
        let ids = try Self.seedSymbols.map { try TestSupport.fonts.symbols.glyphID($0) }
        #expect(Set(ids).count == ids.count)
    }

    @Test func symbolTableCoversTheMargin() {
        #expect(TestSupport.fonts.symbols.names.count >= 50)
    }
}
