import Testing
import RowTestSupport
@testable import RowText

@Suite struct ShapingTests {
    let shaper = TextShaper(library: TestSupport.fonts)

    @Test func truncationKeepsTheLongestPrefixThatFits() throws {
        let attributes = TextAttributes(font: .custom(.helveticaNeue, size: 16, weight: .medium))
        let text = "Monthly subscription to the New York Times"
        let full = try shaper.shape(text, attributes)
        let limit = full.width * 0.5
        let cut = try shaper.shape(text, attributes, maxWidth: limit)
        #expect(cut.isTruncated)
        #expect(cut.text.hasSuffix("…"))
        #expect(cut.width <= limit)
        // One more character would not fit.
        let kept = cut.text.dropLast().count
        var longer = String(text.prefix(kept + 1))
        while longer.last == " " { longer = String(text.prefix(longer.count + 1)) }
        #expect(try shaper.shape(longer + "…", attributes).width > limit)
        #expect(!cut.text.dropLast().hasSuffix(" "))
        // Text that fits is left alone.
        let fits = try shaper.shape(text, attributes, maxWidth: full.width)
        #expect(!fits.isTruncated && fits.text == text)
    }

    @Test func uppercaseWithTracking() throws {
        let plain = try shaper.shape("Today, Nov 22", TextAttributes(font: .system(size: 13, weight: .semibold), uppercase: true))
        #expect(plain.text == "TODAY, NOV 22")
        let tracked = try shaper.shape("Today, Nov 22", TextAttributes(font: .system(size: 13, weight: .semibold), tracking: 0.5, uppercase: true))
        #expect(abs(tracked.width - plain.width - 0.5 * 13) < 1e-9)   // 13 characters, space after each
    }

    @Test func lineBoxFollowsTheStandInMetrics() throws {
        let sf = try shaper.shape("Hello", TextAttributes(font: .system(size: 16)))
        #expect(abs(sf.height - 16 * 1.19336) < 0.001)       // SF Pro: 16 pt → 19.09 pt
        #expect(abs(sf.baseline - 16 * 1950 / 2048) < 1e-9)
        let hn = try shaper.shape("Hello", TextAttributes(font: .custom(.helveticaNeue, size: 16)))
        #expect(abs(hn.height - 16 * 1.193) < 1e-9)
    }

    @Test func dynamicTypeSizes() throws {
        #expect(TextStyle.body.size(.large) == 17)
        #expect(DynamicTypeSize.allCases.map { TextStyle.body.size($0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextStyle.caption2.size(.accessibility5) == 40)
        // Font.system(size:) is fixed; Font.custom scales relative to body; text styles scale.
        let fixed = FontDescriptor.system(size: 16)
        #expect(fixed.pointSize(.accessibility5) == 16)
        let custom = FontDescriptor.custom(.helveticaNeue, size: 16)
        #expect(custom.pointSize(.large) == 16)
        #expect(abs(custom.pointSize(.accessibility3) - 16 * 40 / 17) < 1e-12)
        #expect(FontDescriptor.system(.headline).pointSize(.xSmall) == 14)
        #expect(FontDescriptor.system(.headline).weight == .semibold)
        let big = try shaper.shape("Hi", TextAttributes(font: .system(.body), dynamicType: .accessibility2))
        #expect(big.size == 33)
    }

    @Test func weightsResolveToTheNearestFace() throws {
        let lib = TestSupport.fonts
        #expect(try lib.font(.system, weight: .regular).name == "Inter-Regular")
        #expect(try lib.font(.system, weight: .medium).name == "Inter-Medium")
        #expect(try lib.font(.system, weight: .semibold).name == "Inter-SemiBold")
        #expect(try lib.font(.system, weight: .heavy).name == "Inter-Bold")
        #expect(try lib.font(.system, weight: .light).name == "Inter-Regular")
        #expect(try lib.font(.helveticaNeue, weight: .medium).name == "TeXGyreHeros-Medium")
        #expect(try lib.font(.helveticaNeue, weight: .semibold).name == "TeXGyreHeros-Bold")
    }

    /// Heros has no Medium: it is synthesized by emboldening Regular so stems gain a third of
    /// the Regular→Bold difference (83 → 102 of 140 units), and advances grow to match.
    @Test func synthesizedHerosMediumIsAThirdOfTheWayToBold() throws {
        let lib = TestSupport.fonts
        func stem(_ name: String) throws -> (width: Double, advance: Double) {
            let f = try #require(lib.fonts[name])
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
    }

    @Test func emojiComeFromTheColorFont() throws {
        let shaped = try shaper.shape("Trip ✈️🏠", TextAttributes(font: .system(size: 20)))
        #expect(shaped.glyphs.count == 7)   // the variation selector is not a glyph
        let emoji = shaped.glyphs.suffix(2)
        #expect(emoji.allSatisfy { $0.font.isColor })
        let glyph = emoji.first!.font.glyph(emoji.first!.id)
        let image = try #require(glyph.image)
        #expect(image.bitmap.width == 136 && image.bitmap.height == 128)
        let runs = shaped.glyphRuns(origin: .init(0, 0), scale: 3)
        #expect(runs.count == 2 && runs[1].font == "NotoColorEmoji")
    }

    @Test func errorsNameWhatIsMissing() throws {
        #expect(throws: TextError.missingGlyph(font: "Inter-Regular", character: "中")) {
            try shaper.shape("Hello 中", TextAttributes(font: .system(size: 17)))
        }
        #expect(throws: TextError.missingFont("/nope/FontFace.otf")) { try FontFace(path: "/nope/FontFace.otf") }
        do {
            _ = try FontFace(path: #filePath)
            Issue.record("a Swift file loaded as a font")
        } catch let e {
            #expect(e.description.contains("cannot read font") && e.description.contains("ShapingTests.swift"))
        }
        do {
            _ = try shaper.symbol("not.a.symbol", font: .system(size: 20))
            Issue.record("unknown symbol resolved")
        } catch let e {
            #expect(e.description.contains("not.a.symbol") && e.description.contains("house.fill"))
        }
        #expect(throws: TextError.self) { try TestSupport.fonts.font(.custom("Comic Sans"), weight: .regular) }
    }
}
