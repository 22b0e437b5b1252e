import Testing
import RowTestSupport
import RowRaster
import RowSnapshot
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

    @Test func unknownNamesDrawAPlaceholderAndWarn() throws {
        // A real SF Symbol the fonts have no icon for: a visible placeholder.
        let icon = TestSupport.fonts.symbol("tuningfork", font: .system(size: 20))
        #expect(icon.id == 0 && !icon.face.glyph(0).outline.isEmpty)
        #expect(icon.warning?.kind == .unknownSymbol)
        #expect(icon.warning?.description.contains("tuningfork") == true)
        // A string that names no SF Symbol (not one of SF's names, nor made of their words) is
        // told apart: iOS draws it as nothing (RowScene does too).
        let none = TestSupport.fonts.symbol("not.a.symbol", font: .system(size: 20))
        #expect(none.warning?.kind == .notASymbol && none.warning?.description.contains("not.a.symbol") == true)
        let names = try #require(TestSupport.fonts.symbolNames)
        #expect(names.mayName("tortoise") && names.mayName("figure.walk.circle.fill") && !names.mayName("01d") && !names.mayName("checkmarl"))
    }

    /// SF Symbols' enclosed forms that the table does not list ("X.circle", "X.square.fill")
    /// are composed from X and the enclosure, so every symbol the table has comes in them.
    static let enclosedForms = ["star.circle", "star.circle.fill", "star.square", "star.square.fill",
                                "arrow.up.arrow.down.square.fill", "bell.circle.fill", "trash.circle",
                                "qrcode.viewfinder", "barcode.viewfinder", "doc.viewfinder", "location.viewfinder"]

    @Test func enclosedFormsTheTableLacksAreComposed() throws {
        let table = TestSupport.fonts.symbols
        var ids: Set<UInt32> = []
        for name in Self.enclosedForms {
            let listed = table.names.contains(name)
            #expect(!listed, "\(name) is listed: pick a form the table lacks")
            let id = try #require(table.glyphID(name), "\(name)")
            #expect(Int(id) >= table.font.glyphCount - table.enclosed.count && !table.font.glyph(id).outline.isEmpty)
            ids.insert(id)
            #expect(TestSupport.fonts.symbol(name, font: .system(size: 17)).warning == nil)
        }
        #expect(ids.count == Self.enclosedForms.count)
        // Outline forms follow the font's weight; filled ones have one.
        #expect(table.glyphID("star.circle", weight: .bold) != table.glyphID("star.circle", weight: .regular))
        #expect(table.glyphID("star.circle.fill", weight: .bold) == table.glyphID("star.circle.fill", weight: .regular))
        // Letters and numbers in enclosures (capital letters in the system font).
        for name in ["a.circle", "s.circle.fill", "w.square", "z.square.fill", "10.circle", "50.square.fill"] {
            #expect(table.glyphID(name) != nil, "\(name)")
        }
        #expect(table.glyphID("51.circle") == nil && table.glyphID("aa.circle") == nil)
        // X.crop.circle is X in a circle too; a listed one keeps its glyph.
        let crop = table.glyphID("pencil.tip.crop.circle"), tip = table.glyphID("pencil.tip")
        #expect(crop != nil && tip != nil && crop != tip && crop != table.glyphID("pencil.tip.circle"))
        #expect(table.names.contains("person.crop.circle") && table.glyphID("person.crop.circle") == table.glyphID("person.crop.circle", weight: .medium))
        // A listed enclosed form keeps its own glyph; a name whose symbol is unknown stays unknown.
        #expect(table.glyphID("checkmark.circle.fill") != nil && table.names.contains("checkmark.circle.fill"))
        #expect(table.glyphID("not.a.symbol.circle.fill") == nil)
        // "X.viewfinder" is X inside the viewfinder's corners.
        try SymbolTests.checkGrid([["viewfinder", "qrcode", "qrcode.viewfinder", "barcode.viewfinder", "doc.viewfinder", "location.viewfinder"].map { ($0, .regular) }],
                                  columns: 6, golden: "viewfinder-symbols")
    }

    /// SF Symbols pairs icons with filled forms: where the table lists X and Phosphor fills X's
    /// icon, X.fill is that filled glyph; where it lists only X.fill, X is the outline one. An
    /// "X.app" form is X in the app icon's rounded square.
    @Test func filledAndOutlineSiblingsAndAppFormsResolve() throws {
        let table = TestSupport.fonts.symbols
        let listed = try String(contentsOf: TestSupport.root.appendingPathComponent("tools/fonts/symbols.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(listed.contains("flask") && !listed.contains("flask.fill"))
        let flask = try #require(table.glyphID("flask")), flaskFill = try #require(table.glyphID("flask.fill"))
        #expect(flask != flaskFill)
        // An outline derived from a listed fill follows the font's weight; the fill has one.
        #expect(listed.contains("clipboard.fill") && !listed.contains("clipboard"))
        #expect(table.glyphID("clipboard") != table.glyphID("clipboard.fill") && table.glyphID("clipboard") != nil)
        #expect(table.glyphID("clipboard", weight: .bold) != table.glyphID("clipboard", weight: .regular))
        // Not from a stand-in, nor for an enclosed form (composed instead: SF cuts the figure out).
        #expect(listed.contains("flashlight.off.fill") && table.glyphID("flashlight.off") == nil)
        #expect(Int(try #require(table.glyphID("person.circle.fill"))) >= table.font.glyphCount - table.enclosed.count)
        // X.app and X.app.fill: composed in the square, as X.square and X.square.fill are drawn.
        for name in ["star.app", "star.app.fill", "bell.app", "heart.app.fill"] {
            #expect(!listed.contains(name))
            let id = try #require(table.glyphID(name), "\(name)")
            #expect(Int(id) >= table.font.glyphCount - table.enclosed.count)
        }
        #expect(table.glyphID("star.app") != table.glyphID("star.square") && table.glyphID("star.app.fill") != table.glyphID("star.app"))
    }

    /// SF Symbols' badged forms the table lacks ("X.badge.plus", "X.fill.badge.checkmark", a bare
    /// "X.badge" with its dot) are composed from X and the badge's symbol in its corner; a listed
    /// one keeps its glyph; an unknown badge or base stays unknown.
    @Test func badgedFormsAreComposed() throws {
        let table = TestSupport.fonts.symbols
        let names = ["clock.badge.questionmark", "gear.badge.checkmark", "doc.badge.gearshape", "mic.fill.badge.plus", "bolt.badge.clock.fill",
                     "tray.badge", "heart.badge", "star.badge.plus",
                     // SF's older badge names and its warning-triangle badges; a slashed symbol enclosed.
                     "folder.badge.gear", "lock.open.trianglebadge.exclamationmark", "person.crop.circle.badge.xmark", "mic.slash.circle.fill"]
        var ids: Set<UInt32> = []
        for name in names {
            #expect(!table.names.contains(name), "\(name) is listed: pick a form the table lacks")
            let id = try #require(table.glyphID(name), "\(name)")
            #expect(Int(id) >= table.font.glyphCount - table.enclosed.count && !table.font.glyph(id).outline.isEmpty)
            ids.insert(id)
        }
        #expect(ids.count == names.count)
        #expect(table.glyphID("mic.badge.plus") != table.glyphID("mic.fill.badge.plus"))
        #expect(table.glyphID("person.badge.plus") == table.glyphID("person.badge.plus", weight: .regular) && table.names.contains("person.badge.plus"))
        // Symbols that are a character are that character, bare (Phosphor's question mark is circled).
        for name in ["questionmark", "exclamationmark"] {
            let id = try #require(table.glyphID(name))
            #expect(!table.names.contains(name) && Int(id) >= table.font.glyphCount - table.enclosed.count)
        }
        #expect(table.glyphID("folder.badge.questionmark") != nil && table.glyphID("bell.badge.fill") != table.glyphID("bell.badge"))
        #expect(table.glyphID("clock.badge.wombat") == nil && table.glyphID("wombat.badge.plus") == nil && table.glyphID("clock.badgeplus") == nil)
        // The golden: each form at 17 pt, looked at before it was recorded.
        try SymbolTests.checkGrid(SymbolTests.inRows(of: 4, names), columns: 4, golden: "badged-symbols")
    }

    /// Symbols at 17 pt in rows of cells 30 pt square, blue on white at 3x, checked against
    /// `Snapshots/RowText/<golden>.light@3x.png` (each looked at before it was recorded).
    static func checkGrid(_ rows: [[(name: String, weight: FontWeight)?]], columns: Int, golden: String) throws {
        let scale = 3.0, cell = 30.0
        var ops: [DisplayOp] = []
        for (row, cells) in rows.enumerated() {
            for (column, cell_) in cells.enumerated() {
                guard let (name, weight) = cell_ else { continue }
                let icon = TestSupport.fonts.symbol(name, font: .system(size: 17, weight: weight))
                #expect(icon.warning == nil, "\(name)")
                let origin = Point(6 + Double(column) * cell + (cell - icon.width) / 2, 6 + Double(row) * cell + (cell - icon.height) / 2)
                ops.append(.glyphs(icon.glyphRun(origin: origin, scale: scale), paint: .solid(RGBA(r8: 0, g8: 122, b8: 255, a8: 255)), blend: .sourceOver))
            }
        }
        let list = DisplayList(width: Int((12 + Double(columns) * cell) * scale), height: Int((12 + Double(rows.count) * cell) * scale),
                               background: RGBA(r8: 255, g8: 255, b8: 255, a8: 255), ops: ops)
        let canvas = try Renderer().render(list)
        let path = TestSupport.root.appendingPathComponent("Snapshots/RowText/\(golden).light@3x.png").path
        if let message = try Golden(path: path, scale: scale).check(canvas).failureMessage { Issue.record("\(path): \(message)") }
    }

    /// Names at the regular weight, `columns` to a row.
    static func inRows(of columns: Int, _ names: [String]) -> [[(name: String, weight: FontWeight)?]] {
        stride(from: 0, to: names.count, by: columns).map { names[$0..<min($0 + columns, names.count)].map { ($0, .regular) } }
    }

    /// A symbol drawn black on white at 40 pt, 1x: its ink in all, and the ink at a point
    /// given as an offset in em from the middle of its glyph's ink.
    struct Drawn {
        let icon: SymbolIcon, canvas: Canvas, ink: Double
        func inkAt(_ dx: Double, _ dy: Double) throws -> Double {
            let b = try #require(icon.face.glyph(icon.id).bounds)
            let baseline = icon.face.metrics.ascender * icon.size
            let pixel = canvas[Int((b.x + b.width / 2 + dx) * icon.size), Int(baseline + (b.y + b.height / 2 + dy) * icon.size)]
            return 1 - Double(pixel.r) / 255
        }
    }
    static func drawn(_ name: String, weight: FontWeight = .regular) throws -> Drawn {
        let icon = TestSupport.fonts.symbol(name, font: .system(size: 40, weight: weight))
        let side = Int(icon.width.rounded(.up)), tall = Int(icon.height.rounded(.up))
        let list = DisplayList(width: side, height: tall, background: RGBA(r8: 255, g8: 255, b8: 255, a8: 255),
                               ops: [.glyphs(icon.glyphRun(origin: Point(0, 0), scale: 1), paint: .solid(RGBA(r8: 0, g8: 0, b8: 0, a8: 255)), blend: .sourceOver)])
        let canvas = try Renderer().render(list)
        var ink = 0.0
        for y in 0..<tall { for x in 0..<side { ink += 1 - Double(canvas[x, y].r) / 255 } }
        return Drawn(icon: icon, canvas: canvas, ink: ink)
    }

    /// SF Symbols' slashed forms the fonts lack ("heart.slash", "star.slash.fill") are their base
    /// crossed by a bar from the top leading corner to the bottom trailing one, cut into the base
    /// with a gap on either side; the bar follows the font's weight; a listed slashed icon keeps
    /// its glyph; an unknown base stays unknown.
    @Test func slashedFormsAreComposed() throws {
        let table = TestSupport.fonts.symbols
        let names = ["heart.slash", "heart.slash.fill", "star.slash", "star.slash.fill", "bookmark.slash", "bookmark.slash.fill",
                     "person.slash", "trash.slash", "network.slash", "tag.slash.fill", "flag.slash", "hand.raised.slash",
                     "creditcard.slash", "cart.slash", "eye.slash.circle.fill", "person.3.slash"]
        var ids: Set<UInt32> = []
        for name in names {
            #expect(!table.names.contains(name), "\(name) is listed: pick a form the table lacks")
            let id = try #require(table.glyphID(name), "\(name)")
            #expect(Int(id) >= table.font.glyphCount - table.enclosed.count && !table.font.glyph(id).outline.isEmpty)
            ids.insert(id)
        }
        #expect(ids.count == names.count)
        #expect(table.glyphID("heart.slash", weight: .bold) != table.glyphID("heart.slash"))
        #expect(table.names.contains("bell.slash") && table.glyphID("wombat.slash") == nil && table.glyphID("heart.slashed") == nil)
        // Ink on the bar through the middle; none in the gap beside it, where the base has ink.
        let plain = try SymbolTests.drawn("heart.fill"), slashed = try SymbolTests.drawn("heart.slash.fill")
        let gap = ComposedGlyph.Slash.gap, bar = EnclosedForms.slashThickness[nil]!
        let inGap = bar * (0.5 + gap / 2) / 2.0.squareRoot()
        #expect(try slashed.inkAt(0, 0) > 0.95 && plain.inkAt(inGap, -inGap) > 0.95)
        #expect(try slashed.inkAt(inGap, -inGap) < 0.05 && slashed.inkAt(-inGap, inGap) < 0.05)
        #expect(slashed.ink < plain.ink)
        let boldBar = try SymbolTests.drawn("heart.slash.fill", weight: .bold)
        #expect(try boldBar.inkAt(inGap * 0.8, -inGap * 0.8) > 0.5, "the bold bar is wider")
        // The golden: the base, its slash and its filled slash at 17 pt, regular then bold
        // (looked at before it was recorded).
        let bases = ["heart", "star", "bookmark", "person", "trash", "tag", "flag", "cart", "bell", "eye"]
        let forms: [(String, FontWeight)] = [("", .regular), (".slash", .regular), (".slash.fill", .regular), (".slash", .bold), (".slash.fill", .bold)]
        try SymbolTests.checkGrid(bases.map { base in forms.map { (base + $0.0, $0.1) } }, columns: 5, golden: "slashed-symbols")
    }

    /// A filled badged form's base is the name's filled form, composed where the table lacks it
    /// (a disc with the person cut out, not the ring). Its question mark stands in a filled
    /// circle, as the outline form's does (oracle references of both: o244, o510; the
    /// badged-symbols golden shows `clock.badge.questionmark`'s).
    @Test func aFilledBadgedFormStandsOnTheFilledBase() throws {
        func ink(_ name: String) throws -> Double {
            let drawn = try SymbolTests.drawn(name)
            #expect(drawn.icon.warning == nil, "\(name)")
            return drawn.ink
        }
        let filled = try ink("person.crop.circle.badge.questionmark.fill"), outline = try ink("person.crop.circle.badge.questionmark")
        #expect(filled > outline * 1.25, "\(filled) vs \(outline)")
    }

    /// A filled enclosure has its symbol cut out (less ink than the bare enclosure, and none
    /// at the symbol's middle); an outline one holds it (more ink than the bare ring).
    @Test func filledEnclosuresCutTheirSymbolOut() throws {
        func render(_ name: String) throws -> (ink: Double, middle: Double) {
            let drawn = try SymbolTests.drawn(name)
            return (drawn.ink, try drawn.inkAt(0, 0))
        }
        let disc = try render("circle.fill"), ring = try render("circle")
        let cut = try render("star.circle.fill"), held = try render("star.circle")
        #expect(cut.ink < disc.ink * 0.9, "the star is cut out of the disc")
        #expect(cut.middle < 0.05, "no ink where the star is")
        #expect(held.ink > ring.ink * 1.1, "the ring holds the star")
        #expect(held.middle < 0.05 || held.middle > 0.95)
        let square = try render("square.fill"), arrows = try render("arrow.up.arrow.down.square.fill")
        #expect(arrows.ink < square.ink * 0.97)
    }

    /// The enclosed forms beside the table's own, at 3x: for each symbol, the symbol, then
    /// .circle, .circle.fill, .square, .square.fill (looked at before it was recorded).
    @Test func enclosedFormsMatchTheirGolden() throws {
        let fonts = TestSupport.fonts
        let bases = ["star", "bell", "arrow.up.arrow.down", "heart", "person", "trash", "gearshape", "plus", "checkmark", "xmark",
                     "a", "s", "w", "7", "10", "42"]
        // (Letters alone are no symbol.)
        let rows = bases.map { base in
            ["", ".circle", ".circle.fill", ".square", ".square.fill"].map { fonts.symbols.glyphID(base + $0) == nil ? nil : (base + $0, FontWeight.regular) }
        }
        try SymbolTests.checkGrid(rows, columns: 5, golden: "enclosed-symbols")
    }

    /// Names Phosphor has no icon for are drawn from Material Icons, transplanted into the icon
    /// face: a glyph of the face like any other, about as large as Phosphor's icons, with the
    /// enclosed and badged forms composed from it; Phosphor glyphs that point the other way are
    /// turned or mirrored (looked at before it was recorded).
    @Test func materialIconsStandInWherePhosphorHasNoIcon() throws {
        let fonts = TestSupport.fonts, table = fonts.symbols
        let hare = try #require(table.glyphID("hare"))
        #expect(table.transplanted["hare"] != nil && table.codepoints["hare"] == nil)
        let hareFill = try #require(table.glyphID("hare.fill"))
        #expect(table.font.glyph(hareFill).bounds == table.font.glyph(hare).bounds, "Material Icons are filled: X.fill is X")
        let disc = try #require(table.glyphID("circle.fill")), star = try #require(table.glyphID("star"))
        let circle = try #require(table.font.glyph(disc).bounds)
        let ink = try #require(table.font.glyph(hare).bounds)
        // Inside Phosphor's circle, and most of its size.
        #expect(ink.x >= circle.x - 0.02 && ink.x + ink.width <= circle.x + circle.width + 0.02)
        #expect(max(ink.width, ink.height) > 0.7 * circle.width)
        #expect(table.font.advance(hare) == table.font.advance(star))
        let forms = ["hare", "hare.circle", "hare.circle.fill", "hare.badge.plus", "tram.fill.tunnel", "star", "star.circle.fill", "medal",
                     "arrowshape.turn.up.left.fill", "xmark.octagon.fill", "building.2.crop.circle.fill", "theatermasks",
                     // Phosphor's own glyphs turned or mirrored: they point or lean as SF's do.
                     "airplane", "location.fill", "bubble.right", "hand.point.right",
                     // Material's: one arrow pointing both ways, on one line; a flat ruler; the minus box.
                     "arrow.left.and.right", "ruler", "minus.rectangle.fill",
                     // The person cut out of the disc, shoulders cropped at the circle (and a badged form on it).
                     "person.crop.circle.fill", "person.crop.circle.badge.questionmark.fill"]
        let ids = forms.compactMap { table.glyphID($0) }
        #expect(Set(ids).count == forms.count)
        try SymbolTests.checkGrid(SymbolTests.inRows(of: 4, forms), columns: 4, golden: "transplanted-symbols")
    }

    /// Names neither Phosphor nor Material Icons has an icon of that meaning and look for are drawn
    /// from Material Design Icons, transplanted like Material's: its 24-unit grid, which reaches
    /// 0.125 em below the baseline, centred on the icon face's em and scaled as Material's, so an
    /// MDI icon stands where Phosphor's circle does and is about as large. A name symbols-mdi.tsv
    /// lists wins over the other tables (dog is the whole dog in profile, not Phosphor's face).
    @Test func materialDesignIconsStandInWhereNeitherFontHasAnIcon() throws {
        let table = TestSupport.fonts.symbols
        let dog = try #require(table.glyphID("dog")), hare = try #require(table.glyphID("hare"))
        let mdi = try #require(table.transplanted["dog"]), material = try #require(table.transplanted["hare"])
        #expect(table.codepoints["dog"] == nil && mdi.face.name != material.face.name && mdi.face.name != table.font.name)
        #expect(mdi.descent == EnclosedForms.mdiDescent && material.descent == 0)
        #expect(table.transplanted["hands.sparkles"]?.face.name == mdi.face.name, "the MDI row wins over Material's")
        let disc = try #require(table.glyphID("circle.fill"))
        let circle = try #require(table.font.glyph(disc).bounds), ink = try #require(table.font.glyph(dog).bounds)
        // dog-side spans its grid's width (2…22 of 24, as a circle does) and stands in its middle
        // (3…21 of 24): once moved up by the grid's descent and scaled, it is centred on
        // Phosphor's circle and as wide.
        #expect(abs(ink.x + ink.width / 2 - (circle.x + circle.width / 2)) < 0.01)
        #expect(abs(ink.y + ink.height / 2 - (circle.y + circle.height / 2)) < 0.01)
        #expect(abs(ink.width - circle.width) < 0.02)
        #expect(table.font.advance(dog) == table.font.advance(hare))
        // X.fill derived from X (the solid glyph where X's is an outline one); enclosed forms compose.
        let tortoise = try #require(table.glyphID("tortoise")), tortoiseFill = try #require(table.glyphID("tortoise.fill"))
        #expect(table.font.glyph(tortoiseFill).bounds == table.font.glyph(tortoise).bounds)
        #expect(table.transplanted["hands.sparkles.fill"]?.glyph != table.transplanted["hands.sparkles"]?.glyph)
        let forms = ["dog", "dog.circle", "dog.circle.fill", "tortoise.circle.fill", "lessthan.circle", "tray.full", "zzz",
                     "sensor.tag.radiowaves.forward", "radiowaves.left", "radiowaves.right"]
        let ids = forms.compactMap { table.glyphID($0) }
        #expect(Set(ids).count == forms.count)
        // Turned a quarter: the tag's waves, above it in MDI's glyph, point forward.
        let tagID = try #require(table.glyphID("sensor.tag.radiowaves.forward"))
        let tag = try #require(table.font.glyph(tagID).bounds)
        #expect(tag.width > tag.height)
    }
}
