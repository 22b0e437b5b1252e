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
        let icon = TestSupport.fonts.symbol(name, font: .system(size: 20, weight: .medium))
        #expect(icon.warning == nil)
        #expect(icon.face.name == "Phosphor")
        #expect(icon.id != 0 && !icon.face.glyph(icon.id).outline.isEmpty)
        #expect(abs(icon.size - 20 * SymbolTable.emScale) < 1e-12)
        #expect(abs(icon.height - icon.size) < 1e-9)    // the em square
    }

    @Test func distinctSymbolsAreDistinctGlyphs() throws {
        let ids = Self.seedSymbols.map { TestSupport.fonts.symbols.glyphID($0) }
        #expect(Set(ids).count == ids.count && !ids.contains(nil))
    }

    /// The table covers the few hundred names rows use (tools/fonts/symbols.tsv lists them),
    /// with `.fill` variants drawn from Phosphor's filled glyphs.
    @Test func symbolTableCoversWhatRowsUse() throws {
        let table = TestSupport.fonts.symbols
        #expect(table.names.count >= 400)
        for name in ["person.crop.circle", "person.crop.circle.fill", "heart", "heart.fill", "star", "star.fill", "bell", "bell.fill",
                     "envelope", "envelope.fill", "magnifyingglass", "gearshape", "gearshape.fill", "xmark", "plus", "chevron.left",
                     "checkmark", "trash.fill", "square.and.arrow.up", "ellipsis", "clock", "calendar", "creditcard", "phone.fill"] {
            #expect(table.glyphID(name) != nil, "\(name)")
        }
        // A .fill variant is a different glyph from its outline form.
        #expect(table.glyphID("heart") != table.glyphID("heart.fill"))
    }

    /// Symbols follow their font's weight, as SF Symbols do: thin and ultralight fonts draw
    /// the icon's thin stroke, light its light one, semibold and heavier its bold one; a filled
    /// icon has one weight.
    @Test func symbolsFollowTheWeightOfTheirFont() throws {
        func id(_ name: String, _ weight: FontWeight) -> UInt32 { TestSupport.fonts.symbol(name, font: .system(size: 17, weight: weight)).id }
        let regular = id("checkmark", .regular)
        #expect(id("checkmark", .medium) == regular)
        let strokes = [id("checkmark", .thin), id("checkmark", .light), regular, id("checkmark", .semibold)]
        #expect(Set(strokes).count == 4)
        #expect(id("checkmark", .ultraLight) == strokes[0])
        #expect(id("checkmark", .bold) == strokes[3] && id("checkmark", .black) == strokes[3])
        // The bold stroke has more ink than the regular one.
        let glyphs = TestSupport.fonts.symbols.font
        #expect(glyphs.glyph(strokes[3]).outline.elements.count > 0)
        #expect(id("heart.fill", .bold) == id("heart.fill", .regular))
    }

    @Test func unknownNamesDrawAPlaceholderAndWarn() {
        let icon = TestSupport.fonts.symbol("not.a.symbol", font: .system(size: 20))
        #expect(icon.id == 0 && !icon.face.glyph(0).outline.isEmpty)
        #expect(icon.warning?.kind == .unknownSymbol)
        #expect(icon.warning?.description.contains("not.a.symbol") == true)
    }
}
