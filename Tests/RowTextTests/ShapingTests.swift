import Testing
import Foundation
import RowTestSupport
@testable import RowText
import RowFonts

/// Shaping must equal HarfBuzz's: the reference values come from PyPI's uharfbuzz build (a
/// different HarfBuzz from the system library RowText links), written by
/// tools/text/harfbuzz-reference.py into HarfBuzzReference.swift.
@Suite struct HarfBuzzAgreementTests {
    @Test(arguments: harfBuzzCases)
    func glyphsAndPositionsEqualHarfBuzz(_ c: HarfBuzzCase) throws {
        // At one point per font unit, positions in points are positions in font units.
        let font = FontDescriptor(family: .custom(c.face), size: c.upem, monospacedDigits: c.tabular)
        let layout = try TestSupport.fonts.layout([TextSpan(c.text, SpanStyle(font: font))])
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.lines.count == 1)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.map(\.id) == c.glyphs.map(\.id))
        #expect(Set(glyphs.map(\.face.name)) == [c.face])
        for (g, e) in zip(glyphs, c.glyphs) {
            #expect(abs(g.x - e.x) < 1e-6 && abs(g.y + e.y) < 1e-6, "glyph \(g.id): (\(g.x), \(g.y)) vs HarfBuzz (\(e.x), \(-e.y))")
        }
        #expect(abs(layout.width - c.advance) < 1e-6)
    }

    @Test func theReferenceCoversWhatTheIssueNames() {
        let names = Set(harfBuzzCases.map(\.name))
        for required in ["polish-czech", "decomposed-accents", "special-spaces", "soft-hyphen", "heros-ligatures", "arabic", "emoji-sequences"] {
            #expect(names.contains(required))
        }
        #expect(harfBuzzCases.count >= 12)
    }
}

@Suite struct FallbackTests {
    let fonts = TestSupport.fonts
    func layout(_ text: String, _ font: FontDescriptor = .system(size: 17), width: Double? = nil) throws -> TextLayout {
        try fonts.layout([TextSpan(text, SpanStyle(font: font))], width: width)
    }
    func faces(_ l: TextLayout) -> [String] { l.lines.flatMap { $0.glyphs.map(\.face.name) } }

    /// A name in each of twelve scripts, in the system font: every character found in a
    /// bundled face, none drawn as a box.
    static let names: [(script: String, name: String, face: String)] = [
        ("Latin", "Łukasz Dvořák", "Inter-Regular"), ("Greek", "Γιώργος Παπαδόπουλος", "Inter-Regular"),
        ("Cyrillic", "Анна Кузнецова", "Inter-Regular"), ("Turkish", "Şükrü Öztürk", "Inter-Regular"),
        ("Vietnamese", "Nguyễn Thị Hương", "Inter-Regular"), ("Arabic", "محمد عبد الله", "NotoSansArabic-Regular"),
        ("Hebrew", "נועה כהן", "NotoSansHebrew-Regular"), ("Devanagari", "प्रिया शर्मा", "NotoSansDevanagari-Regular"),
        ("Thai", "สมชาย ใจดี", "NotoSansThai-Regular"), ("Chinese", "王小明", "NotoSansCJK-Regular"),
        ("Japanese", "山田 はなこ", "NotoSansCJK-Regular"), ("Korean", "김민준", "NotoSansCJK-Regular"),
        ("Armenian", "Արամ", "NotoSansArmenian-Regular"), ("Georgian", "ნინო", "NotoSansGeorgian-Regular"),
        ("Bengali", "সুমন", "NotoSansBengali-Regular"), ("Tamil", "கார்த்திக்", "NotoSansTamil-Regular"),
    ]

    @Test func everyScriptFindsABundledFace() throws {
        for n in Self.names {
            let l = try layout(n.name)
            #expect(l.warnings.isEmpty, "\(n.script): \(l.warnings)")
            #expect(!l.lines[0].glyphs.contains { $0.id == 0 }, "\(n.script) drew a box")
            // Letters come from the script's face; spaces may stay in the face before them.
            #expect(faces(l).contains(n.face), "\(n.script): \(Set(faces(l)))")
        }
    }

    @Test func boldTextFallsBackToBoldFacesOrSynthesizesThem() throws {
        let arabic = try layout("محمد", .system(size: 17, weight: .bold))
        #expect(Set(faces(arabic)) == ["NotoSansArabic-Bold"])
        let cjk = try layout("王", .system(size: 17, weight: .semibold))
        #expect(Set(faces(cjk)) == ["NotoSansCJK-Regular+Bold"])
        let italic = try layout("שלום", .system(size: 17).italic())
        #expect(Set(faces(italic)) == ["NotoSansHebrew-Regular+Oblique"])
        // Synthetic faces are real faces: the display list can name them.
        #expect(try fonts.face(named: "NotoSansCJK-Regular+Bold").emboldening > 0)
    }

    @Test func emojiSequencesAreOneGlyphEach() throws {
        // ZWJ family, flag, skin tone, keycap, tag flag (Scotland), rainbow flag.
        let sequences = ["👨\u{200D}👩\u{200D}👧", "🇵🇹", "👍🏽", "1\u{FE0F}\u{20E3}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
                         "🏳\u{FE0F}\u{200D}🌈", "❤\u{FE0F}"]
        for s in sequences {
            let l = try layout("a" + s + "b")
            let glyphs = l.lines[0].glyphs
            #expect(l.warnings.isEmpty)
            #expect(glyphs.count == 3, "\(s.unicodeScalars.map { String($0.value, radix: 16) }): \(glyphs.map(\.id))")
            #expect(glyphs[1].face.isColor && glyphs[1].id != 0)
            #expect(glyphs[0].face.name == "Inter-Regular" && glyphs[2].face.name == "Inter-Regular")
        }
    }

    @Test func presentationSelectorsChooseTheFace() throws {
        // U+2764 alone has text presentation: Inter lacks it, so the chain ends in the emoji
        // face anyway; with VS15 a text face is preferred, with VS16 the emoji face.
        #expect(try layout("\u{2764}\u{FE0F}").lines[0].glyphs[0].face.isColor)
        // A digit is text unless it starts a keycap.
        #expect(try !layout("1").lines[0].glyphs[0].face.isColor)
        #expect(try layout("1\u{FE0F}\u{20E3}").lines[0].glyphs[0].face.isColor)
        // © has emoji and text forms; Inter has the text one.
        #expect(try !layout("©").lines[0].glyphs[0].face.isColor)
        #expect(try layout("©\u{FE0F}").lines[0].glyphs[0].face.isColor)
        #expect(try !layout("☺\u{FE0E}").lines[0].glyphs.isEmpty)
    }

    @Test func charactersNoFontHasDrawAsBoxesAndWarn() throws {
        // Egyptian hieroglyph A001 and Tifinagh YA: no bundled face has them.
        let l = try layout("Hi 𓀀ⵢ!")
        let ids = l.lines[0].glyphs.map(\.id)
        #expect(ids.filter { $0 == 0 }.count == 2)
        #expect(l.warnings.count == 2)
        #expect(l.warnings[0].kind == .missingCharacter("\u{13000}"))
        #expect(l.warnings[0].description.contains("U+13000") && l.warnings[0].description.contains("Hi 𓀀ⵢ!"))
        // The box is ink: an outline with area, as wide as the .notdef advance.
        let box = l.lines[0].glyphs.first { $0.id == 0 }!
        #expect(!box.face.glyph(0).outline.isEmpty)
        #expect(box.face.advance(0) > 0.3)
    }

    @Test func unknownCustomFontsWarnAndUseTheSystemFont() throws {
        let l = try fonts.layout([TextSpan("Hello", SpanStyle(font: .custom(.custom("Brandon Grotesque"), size: 17)))])
        #expect(Set(faces(l)) == ["Inter-Regular"])
        #expect(l.warnings.map(\.kind) == [.unknownFont])
        #expect(l.warnings[0].description.contains("Brandon Grotesque"))
        // As iOS's fallback it is the system font itself: its size's tracking too (an oracle
        // reference, o468, set "Roboto", which iOS lacks, as narrow as the system font).
        let system = try fonts.layout([TextSpan("Hello", SpanStyle(font: .system(size: 17)))])
        #expect(l.width == system.width)
        // A face's own name is a custom font name, as in SwiftUI.
        let named = try fonts.layout([TextSpan("Hello", SpanStyle(font: .custom(.custom("TeXGyreHeros-Bold"), size: 17)))])
        #expect(Set(faces(named)) == ["TeXGyreHeros-Bold"] && named.warnings.isEmpty)
    }

    /// Families iOS ships are drawn by the bundled face of their kind, at the weight and slope a
    /// PostScript name states, with a warning naming the stand-in.
    @Test func fontsIOSShipsGetAStandInOfTheirKind() throws {
        func drawn(_ name: String, _ weight: FontWeight = .regular) throws -> (Set<String>, [TextWarning.Kind]) {
            let l = try fonts.layout([TextSpan("Hello", SpanStyle(font: FontDescriptor(family: .custom(name), size: 17, weight: weight)))])
            return (Set(faces(l)), l.warnings.map(\.kind))
        }
        #expect(try drawn("Georgia") == (["TeXGyreTermes-Regular"], [.standInFont("serif")]))
        #expect(try drawn("Georgia", .bold).0 == ["TeXGyreTermes-Bold"])
        #expect(try drawn("Georgia-BoldItalic").0 == ["TeXGyreTermes-BoldItalic"])
        #expect(try drawn("TimesNewRomanPS-BoldMT").0 == ["TeXGyreTermes-Bold"])
        #expect(try drawn("Menlo-Regular") == (["NotoSansMono-Regular"], [.standInFont("monospaced")]))
        #expect(try drawn("CourierNewPS-BoldMT").0 == ["NotoSansMono-Bold"])
        #expect(try drawn("Arial-BoldMT").0 == ["TeXGyreHeros-Bold"])
        #expect(try drawn("HelveticaNeue-Medium").0 == ["TeXGyreHeros-Medium"])
        #expect(try drawn("AvenirNext-DemiBold") == (["Inter-SemiBold"], [.standInFont("system")]))
        #expect(try drawn("Avenir Next", .heavy).0 == ["Inter-ExtraBold"])
        #expect(try drawn("Avenir-Book").0 == ["Inter-Regular"])
        // The system font's own names are the system font, with no warning.
        #expect(try drawn(".AppleSystemUIFont") == (["Inter-Regular"], []))
        #expect(try drawn("SFProText-Semibold") == (["Inter-SemiBold"], []))
        // A name iOS does not ship keeps the system font and the plain warning.
        #expect(try drawn("Georgiana").1 == [.unknownFont])
        let warning = try fonts.layout([TextSpan("Hi", SpanStyle(font: .custom(.custom("Menlo"), size: 12)))]).warnings[0]
        #expect(warning.description.contains("Menlo") && warning.description.contains("monospaced"))
    }

    /// A font's line metrics are its hhea table's, as Core Text takes them, even where its OS/2
    /// table asks for its typographic metrics (USE_TYPO_METRICS) and those differ — which
    /// FreeType would follow. (An app's design-system font: its lines stand as far apart as on iOS.)
    @Test func lineMetricsAreTheHheaTablesAsOnIOS() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fonts.directory + "/Quicksand-Regular.ttf")))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        func put(_ at: Int, _ v: Int) { bytes[at] = UInt8((v >> 8) & 0xFF); bytes[at + 1] = UInt8(v & 0xFF) }
        // The OS/2 table, from the table directory: set USE_TYPO_METRICS and small typo figures.
        let os2 = try #require((0..<u16(4)).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "OS/2" })
        let table = u32(os2 + 8)
        put(table + 62, u16(table + 62) | 0x80)
        put(table + 68, 500); put(table + 70, 0x10000 - 100); put(table + 72, 0)
        let file = scratch.root + "/Patched.ttf"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let original = try FontFace(path: fonts.directory + "/Quicksand-Regular.ttf"), patched = try FontFace(path: file)
        #expect(patched.metrics == original.metrics)
        #expect(abs(patched.metrics.ascender - 0.5) > 0.1, "the typo ascender was not taken")
    }

    @Test func userFontsServeTheirFamilyAndRoles() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // A user's font file: a copy of a bundled face stands in for a licensed one.
        let file = scratch.root + "/Extra.otf"
        try FileManager.default.copyItem(atPath: fonts.directory + "/Inter-Bold.otf", toPath: file)
        let library = try FontLibrary(userFonts: [scratch.root])
        #expect(library.knows(.custom("inter")))
        let l = try library.layout([TextSpan("Hi", SpanStyle(font: .custom(.custom("Inter"), size: 17)))])
        #expect(l.warnings.isEmpty && l.lines[0].glyphs[0].face.path == file)
        // ROWFRAME_FONTS lists the same files.
        let env = try FontLibrary.standard(environment: ["ROWFRAME_FONTS": file])
        #expect(env.knows(.custom("Inter")))
        #expect(throws: TextError.missingFont("/nope.ttf")) { try FontLibrary(userFonts: ["/nope.ttf"]) }
    }

    @Test func bundledFontsComeFromTheResourceBundleBesideTheExecutable() throws {
        let dir = try #require(BundledFonts.directory)
        #expect(dir.hasSuffix("/RowFrame_RowFonts.resources/files"))
        #expect(!dir.hasPrefix(TestSupport.root.path + "/Fonts"))
        #expect(TestSupport.fonts.directory == dir)
        #expect(throws: TextError.self) { try FontLibrary(directory: "/nonexistent") }
    }

    @Test func weightsAndSlopesResolveToTheNearestFace() throws {
        func face(_ d: FontDescriptor) throws -> String { try fonts.face(d).name }
        #expect(try face(.system(size: 17)) == "Inter-Regular")
        #expect(try face(.system(size: 17, weight: .medium)) == "Inter-Medium")
        // Every weight of the system font has its own face (upright).
        let faces: [(FontWeight, String)] = [(.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"), (.light, "Inter-Light"),
                                              (.regular, "Inter-Regular"), (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"),
                                              (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"), (.black, "Inter-Black")]
        for (weight, name) in faces { #expect(try face(.system(size: 17, weight: weight)) == name) }
        #expect(try face(.system(size: 17, weight: .light).italic()) == "Inter-Italic")
        #expect(try face(.system(size: 17, weight: .semibold).italic()) == "Inter-SemiBoldItalic")
        #expect(try face(.custom(.helveticaNeue, size: 16, weight: .medium)) == "TeXGyreHeros-Medium")
        #expect(try face(.custom(.helveticaNeue, size: 16, weight: .semibold)) == "TeXGyreHeros-Bold")
        #expect(try face(.custom(.helveticaNeue, size: 16).italic()) == "TeXGyreHeros-Italic")
        #expect(try face(.system(size: 13).monospaced()) == "NotoSansMono-Regular")
        #expect(try fonts.face(.system(size: 17).italic()).isItalic)
    }

    /// Heros has no Medium: it is synthesized by emboldening Regular so stems gain a third of
    /// the Regular→Bold difference (83 → 102 of 140 units), and advances grow to match.
    @Test func synthesizedHerosMediumIsAThirdOfTheWayToBold() throws {
        func stem(_ name: String) throws -> (width: Double, advance: Double) {
            let f = try fonts.face(named: name)
            let id = try #require(f.glyphID("l"))
            var minX = Double.infinity, maxX = -Double.infinity
            for e in f.glyph(id).outline.elements {
                switch e {
                case .move(let p), .line(let p): minX = min(minX, p.x); maxX = max(maxX, p.x)
                case let .cubic(_, _, p), let .quad(_, p): minX = min(minX, p.x); maxX = max(maxX, p.x)
                default: break
                }
            }
            return ((maxX - minX) * 1000, f.advance(id) * 1000)
        }
        let regular = try stem("TeXGyreHeros-Regular"), medium = try stem("TeXGyreHeros-Medium"), bold = try stem("TeXGyreHeros-Bold")
        #expect(abs(regular.width - 83) < 0.5 && abs(bold.width - 140) < 0.5)
        #expect(abs(medium.width - 102) < 1.5, "medium stem \(medium.width)")
        #expect(abs(medium.advance - (regular.advance + 19)) < 0.5)
        // Shaping adds the same to each advance.
        let m = try fonts.layout([TextSpan("ll", SpanStyle(font: .custom(.helveticaNeue, size: 1000, weight: .medium)))])
        #expect(abs(m.width - 2 * medium.advance) < 0.5)
    }

    @Test func unreadableFontsAreErrorsNamingTheFile() throws {
        #expect(throws: TextError.missingFont("/nope/Face.otf")) { try FontFace(path: "/nope/Face.otf") }
        do {
            _ = try FontFace(path: #filePath)
            Issue.record("a Swift file loaded as a font")
        } catch let e {
            #expect(e.description.contains("cannot read font") && e.description.contains("ShapingTests.swift"))
        }
        #expect(throws: TextError.self) { try fonts.face(named: "Comic Sans") }
    }
}

/// The system fonts' size-dependent tracking, as iOS applies SF Pro's: interpolated between
/// the table's sizes, the nearest end beyond them, after every character of the family's own
/// face (none on fallback faces such as emoji) and on top of `tracking`.
@Suite struct SystemTrackingTests {
    @Test func theTableInterpolatesAndClamps() {
        #expect(SystemTracking.points(.system, size: 17) == -0.43)
        #expect(abs(SystemTracking.points(.system, size: 18.5) - (-0.44)) < 1e-12)
        #expect(SystemTracking.points(.system, size: 8) == 0.06 && SystemTracking.points(.system, size: 60) == 0.40)
        #expect(abs(SystemTracking.points(.rounded, size: 17) - 0.022 * 17) < 1e-12)
        #expect(SystemTracking.points(.helveticaNeue, size: 17) == 0 && SystemTracking.points(.custom("Inter"), size: 17) == 0)
    }

    @Test func systemTextIsTrackedAsIOSTracksSFPro() throws {
        let fonts = TestSupport.fonts
        func width(_ text: String, _ family: FontFamily, tracking: Double = 0) throws -> Double {
            try fonts.layout([TextSpan(text, SpanStyle(font: FontDescriptor(family: family, size: 17), tracking: tracking))]).width
        }
        // The system family draws with Inter here: the same glyphs as Inter's face by name, 0.43 pt
        // tighter after each of the 6 characters.
        #expect(abs(try width("Coffee", .system) - (try width("Coffee", .custom("Inter-Regular")) - 6 * 0.43)) < 1e-6)
        // Explicit tracking adds to it.
        #expect(abs(try width("Coffee", .system, tracking: 1) - (try width("Coffee", .system) + 6)) < 1e-6)
        // An emoji falls back to the emoji face, which has none of SF's tracking.
        #expect(abs(try width("☕", .system) - (try width("☕", .custom("Inter-Regular")))) < 1e-6)
    }
}

/// The system font's stand-in sets text as wide as SF Pro: each character of
/// `Fonts/files/sf-pro-advances.tsv` takes SF Pro's advance for its weight at the optical size
/// CoreText gives its point size (Text design at 17 pt and below, Display at 28 pt and above,
/// linear between the table's sizes), its Inter glyph centred in it; characters the table lacks
/// keep Inter's own advance. Figures below are the table's (font units of 2048).
@Suite struct StandInWidthTests {
    let fonts = TestSupport.fonts
    func layout(_ text: String, size: Double, weight: FontWeight = .regular) throws -> TextLayout {
        try fonts.layout([TextSpan(text, SpanStyle(font: .system(size: size, weight: weight)))])
    }

    @Test func systemTextTakesSFProWidthsByOpticalSize() throws {
        // "H" (no kerning between H and H): Regular 1520 at 17 pt's optical size, Bold 1494 at 28's.
        let body = try layout("HHHH", size: 17)
        #expect(abs(body.width - 4 * (1520.0 / 2048 * 17 - 0.43)) < 1e-6)
        let title = try layout("HHHH", size: 34, weight: .bold)
        #expect(abs(title.width - 4 * (1494.0 / 2048 * 34 + 0.40)) < 1e-6)
        // 20 pt lies a fifth of the way from 19 (1512) to 24 (1448): 1499.2, tracked −0.45 pt.
        let title3 = try layout("HH", size: 20)
        #expect(abs(title3.width - 2 * (1499.2 / 2048 * 20 - 0.45)) < 1e-6)
        // Below the axis (11 pt) the Text design's widths hold.
        #expect(abs(try layout("H", size: 11).width - (1520.0 / 2048 * 11 + 0.06)) < 1e-6)
    }

    @Test func theGlyphIsCentredInTheWiderOrNarrowerAdvance() throws {
        // Inter's own "H" is 2084 of 2816 em; at 28 pt Regular SF's is 1432 of 2048.
        let glyphs = try layout("HH", size: 28).lines[0].glyphs
        let delta = (1432.0 / 2048 - 2084.0 / 2816) * 28
        #expect(abs(glyphs[0].x - delta / 2) < 1e-9)
        #expect(abs(glyphs[1].x - (1432.0 / 2048 * 28 + 0.38 + delta / 2)) < 1e-9)
    }

    @Test func charactersTheTableLacksKeepTheStandInsWidth() throws {
        // "ƀ" (U+0180) is Inter's and not SF Pro's: Inter's own 1748 of 2816 em.
        #expect(abs(try layout("\u{180}", size: 17).width - (1748.0 / 2816 * 17 - 0.43)) < 1e-6)
        // Cyrillic "Ж" is both fonts': SF Pro Text's 2089 of 2048 (Inter's is 2672 of 2816).
        #expect(abs(try layout("Ж", size: 17).width - (2089.0 / 2048 * 17 - 0.43)) < 1e-6)
    }

    @Test func roundedTextTakesSFProRoundedWidths() throws {
        // "H" in SF Pro Rounded Regular: 1432 of 2048 at every size, tracked +22/1000 em at 17 pt.
        let rounded = try fonts.layout([TextSpan("HH", SpanStyle(font: FontDescriptor(family: .rounded, size: 17)))])
        #expect(abs(rounded.width - 2 * (1432.0 / 2048 * 17 + 0.022 * 17)) < 1e-6)
    }

    @Test func aMalformedTableIsAnErrorNamingItsLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("advances-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("t.tsv").path
        try "# units per em 2048\n# optical sizes 17 19 24 28\n0041\t1 2 3\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: TextError.self) { try AdvanceTable(path: file) }
        do { _ = try AdvanceTable(path: file) } catch { #expect("\(error)".contains("line 3")) }
        try "# optical sizes 17 19 24 28\n0041\t\(Array(repeating: "1", count: 36).joined(separator: " "))\n".write(toFile: file, atomically: true, encoding: .utf8)
        do { _ = try AdvanceTable(path: file); Issue.record("a table without units per em was read") } catch { #expect("\(error)".contains("units per em")) }
    }
}
