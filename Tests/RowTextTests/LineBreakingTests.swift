import Testing
import RowTestSupport
@testable import RowText

@Suite struct LineBreakingTests {
    let fonts = TestSupport.fonts
    let body = SpanStyle(font: .system(.body))
    static let message = "Hey! Are we still on for dinner on Friday? I booked the table at Rosa's for 7:30, but we can move it if the train is late again."

    func layout(_ text: String, _ p: ParagraphStyle = ParagraphStyle(), width: Double? = nil, height: Double? = nil) throws -> TextLayout {
        try fonts.layout([TextSpan(text, body)], p, width: width, height: height)
    }

    @Test func textWrapsAtWordsWithinTheWidth() throws {
        let l = try layout(Self.message, width: 240)
        #expect(l.lines.count >= 4)
        #expect(!l.isTruncated)
        for line in l.lines {
            #expect(line.width <= 240 + 1e-9)
            #expect(!line.text.hasPrefix(" ") && !line.text.hasSuffix(" "))
        }
        // Words are never split, and every word is shown once, in order.
        #expect(l.lines.map(\.text).joined(separator: " ") == Self.message)
        // Greedy: the next word would not have fit on any line.
        for (a, b) in zip(l.lines, l.lines.dropFirst()) {
            let next = String(b.text.prefix { $0 != " " })
            #expect(try layout(a.text + " " + next).width > 240)
        }
        // Line boxes stack: 17 pt SF-metric lines.
        #expect(abs(l.height - Double(l.lines.count) * 17 * 1.19336) < 0.01)
        #expect(abs(l.lines[1].baseline - l.lines[0].baseline - 17 * 1.19336) < 1e-3)
    }

    /// iOS's standard line-break strategy (`pushOut`) leaves no word alone on a text's last line:
    /// the word before it comes down when the two fit the width together. Where they do not,
    /// before a hard break, where the text is cut to a line limit, or in a script without spaces,
    /// lines break greedily.
    @Test func noWordIsLeftAloneOnTheLastLine() throws {
        let footer = "Notifications include reminders and shared expenses."
        let width = try layout("Notifications include reminders and shared").width + 2
        #expect(try layout(footer, width: width).lines.map(\.text) == ["Notifications include reminders and", "shared expenses."])
        // Only the text's last line: a line before a hard break keeps its word, as iOS keeps it.
        let two = try layout(footer + "\n" + footer, width: width).lines.map(\.text)
        #expect(two == ["Notifications include reminders and shared", "expenses.", "Notifications include reminders and", "shared expenses."])
        // Two last words too wide together: the orphan stays.
        let tight = try layout("Antidisestablishmentarianism", width: nil).width + 1
        #expect(try layout("Antidisestablishmentarianism Antidisestablishmentarianism", width: tight).lines.count == 2)
        let lonely = try layout("Go Antidisestablishmentarianism", width: tight).lines.map(\.text)
        #expect(lonely == ["Go", "Antidisestablishmentarianism"])
        // A text cut at its line limit keeps the greedy first line.
        #expect(try layout(footer, ParagraphStyle(maxLines: 1), width: width).lines.count == 1)
        let cut = try layout(footer + " " + footer + " " + footer, ParagraphStyle(maxLines: 2), width: width)
        #expect(cut.isTruncated && cut.lines[0].text == "Notifications include reminders and shared")
    }

    /// The case: a message row wraps to three lines and truncates the last.
    @Test func aMessageWrapsToThreeLinesAndTruncatesTheLast() throws {
        let l = try layout(Self.message, ParagraphStyle(maxLines: 3), width: 240)
        #expect(l.lines.count == 3)
        #expect(l.isTruncated)
        #expect(l.lines[2].text.hasSuffix("\u{2026}"))
        #expect(l.lines[2].width <= 240 + 1e-9)
        // The two first lines are those of the unlimited layout; the third fills its width.
        let full = try layout(Self.message, width: 240)
        #expect(l.lines[0].text == full.lines[0].text && l.lines[1].text == full.lines[1].text)
        // The third line goes on with the text after the second (cut inside a word, perhaps
        // further than the wrapped third line reaches).
        let kept = String(l.lines[2].text.dropLast())
        let third = try #require(Self.message.range(of: full.lines[2].text))
        #expect(Self.message[third.lowerBound...].hasPrefix(kept))
        #expect(l.lines[2].width > 240 - 17)   // no more than about a character left over
    }

    @Test func truncationModes() throws {
        let text = "Monthly subscription to the New York Times"
        let one = ParagraphStyle(maxLines: 1)
        let tail = try layout(text, one, width: 150)
        #expect(tail.lines[0].text.hasSuffix("\u{2026}") && tail.lines[0].text.hasPrefix("Monthly"))
        var p = one; p.truncation = .head
        let head = try layout(text, p, width: 150)
        #expect(head.lines[0].text.hasPrefix("\u{2026}") && head.lines[0].text.hasSuffix("Times"))
        p.truncation = .middle
        let middle = try layout(text, p, width: 150)
        let parts = middle.lines[0].text.components(separatedBy: "\u{2026}")
        #expect(parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]) && !parts[0].isEmpty && !parts[1].isEmpty)
        for l in [tail, head, middle] { #expect(l.width <= 150 + 1e-9 && l.isTruncated) }
        // One character more would not fit (tail).
        let kept = tail.lines[0].text.dropLast().count
        var longer = String(text.prefix(kept + 1))
        while longer.last == " " { longer = String(text.prefix(longer.count + 1)) }
        #expect(try layout(longer + "\u{2026}").width > 150)
        // Text that fits is left alone.
        #expect(try !layout(text, one, width: 400).isTruncated)
    }

    @Test func hardBreaksAndLimits() throws {
        let l = try layout("one\ntwo\n\nfour")
        #expect(l.lines.map(\.text) == ["one", "two", "", "four"])
        let two = try layout("one\ntwo\nthree", ParagraphStyle(maxLines: 2))
        #expect(two.lines.map(\.text) == ["one", "two\u{2026}"])
        // The proposed height limits lines too (SwiftUI's Text in a short frame).
        let short = try layout(Self.message, width: 240, height: 45)
        #expect(short.lines.count == 2 && short.isTruncated)
        // Reserved lines keep their height.
        let reserved = try layout("Hi", ParagraphStyle(maxLines: 3, minLines: 3), width: 240)
        #expect(abs(reserved.height - 3 * 17 * 1.19336) < 0.01)
        let spaced = try layout("a\nb", ParagraphStyle(lineSpacing: 6))
        #expect(abs(spaced.height - (2 * 17 * 1.19336 + 6)) < 0.01)
    }

    @Test func longWordsBreakBetweenCharactersAndNothingIsHyphenated() throws {
        let l = try layout("Supercalifragilisticexpialidocious", width: 80)
        #expect(l.lines.count > 2)
        #expect(l.lines.map(\.text).joined() == "Supercalifragilisticexpialidocious")
        #expect(!l.text.contains("-") && !l.text.contains("\u{2010}"))
        for line in l.lines { #expect(line.width <= 80 + 1e-9) }
        // A soft hyphen is invisible unless a line breaks there, then it shows.
        let shy = try layout("inter\u{AD}national\u{AD}ization", width: 90)
        #expect(shy.lines.count >= 2)
        #expect(shy.lines[0].text.hasSuffix("\u{AD}\u{2010}"))
        #expect(try layout("co\u{AD}operate").lines[0].glyphs.filter { $0.id != 0 }.count == 10)
    }

    @Test func cjkBreaksBetweenIdeographs() throws {
        let l = try layout("今日は東京で会議があります。明日は大阪に行きます。", width: 100)
        #expect(l.lines.count > 2)
        #expect(l.warnings.isEmpty)
        // Closing punctuation never starts a line (UAX #14).
        for line in l.lines.dropFirst() { #expect(!line.text.hasPrefix("。")) }
    }

    @Test func alignmentAndDirection() throws {
        let text = "A short line\nand a much longer second line"
        let leading = try layout(text)
        #expect(leading.lines.allSatisfy { $0.x == 0 })
        let center = try layout(text, ParagraphStyle(alignment: .center))
        #expect(abs(center.lines[0].x - (center.width - center.lines[0].width) / 2) < 1e-9)
        let trailing = try layout(text, ParagraphStyle(alignment: .trailing))
        #expect(abs(trailing.lines[0].x + trailing.lines[0].width - trailing.width) < 1e-9)
        // Right-to-left: leading is the right edge.
        let rtl = try layout(text, ParagraphStyle(rightToLeft: true))
        #expect(abs(rtl.lines[0].x + rtl.lines[0].width - rtl.width) < 1e-9)
    }

    @Test func rightToLeftRunsInsideALeftToRightLine() throws {
        // "Paid محمد 42 times": the Arabic name is reversed into visual order, its digits stay LTR.
        let l = try layout("Paid محمد 42 times")
        let glyphs = l.lines[0].glyphs
        let arabic = glyphs.filter { $0.face.name == "NotoSansArabic-Regular" }
        #expect(arabic.count >= 4)
        // Glyphs come in visual order: x never decreases along the line.
        for (a, b) in zip(glyphs, glyphs.dropFirst()) { #expect(b.x >= a.x - 1e-6 || b.face.name != a.face.name) }
        // An Arabic paragraph reads right to left: its first letter (meem) is drawn rightmost.
        let name = try layout("محمد")
        let meem = try #require(fonts.face(named: "NotoSansArabic-Regular").glyphID("\u{645}"))
        _ = meem
        #expect(name.lines[0].glyphs.count == 4)
        #expect(name.lines[0].glyphs.map(\.x) == name.lines[0].glyphs.map(\.x).sorted())
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let text = "Monthly subscription to the New York Times"
        let full = try layout(text)
        var p = ParagraphStyle(maxLines: 1, minimumScaleFactor: 0.5)
        let shrunk = try layout(text, p, width: full.width * 0.8)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.scale < 0.8 + 0.01 && shrunk.scale > 0.75)
        #expect(shrunk.width <= full.width * 0.8 + 1e-9)
        p.minimumScaleFactor = 0.9
        let cut = try layout(text, p, width: full.width * 0.5)
        #expect(cut.isTruncated && abs(cut.scale - 0.9) < 1e-9)
    }

    @Test func stylesSpacingAndDecorations() throws {
        let plain = try layout("Today")
        let tracked = try fonts.layout([TextSpan("Today", SpanStyle(font: .system(.body), tracking: 2))])
        #expect(abs(tracked.width - plain.width - 5 * 2) < 1e-9)
        let kerned = try fonts.layout([TextSpan("Today", SpanStyle(font: .system(.body), kerning: -0.5))])
        #expect(abs(kerned.width - plain.width + 5 * 0.5) < 1e-9)
        let upper = try fonts.layout([TextSpan("Today", SpanStyle(font: .system(.body), textCase: .uppercase))])
        #expect(upper.text == "TODAY")
        let raised = try fonts.layout([TextSpan("x", body), TextSpan("2", SpanStyle(font: .system(.body), baselineOffset: 6))])
        #expect(raised.lines[0].glyphs[1].y == -6)
        #expect(raised.height > plain.height + 5.9)
        let under = try fonts.layout([TextSpan("Link", SpanStyle(font: .system(.body), underline: true, strikethrough: true, tag: 0))])
        #expect(under.decorations.count == 2)
        let u = under.decorations.first { $0.kind == .underline }!
        #expect(u.rect.minY > under.firstBaseline && abs(u.rect.width - under.width) < 1e-9)
        let s = under.decorations.first { $0.kind == .strikethrough }!
        #expect(s.rect.maxY < under.firstBaseline)
        // Mixed sizes: the line box holds the largest.
        let mixed = try fonts.layout([TextSpan("Big ", SpanStyle(font: .system(size: 28))), TextSpan("small", SpanStyle(font: .system(size: 12)))])
        #expect(abs(mixed.height - 28 * 1.19336) < 0.01)
        // Inline symbols are a glyph of the icon font.
        let icon = try fonts.layout([TextSpan(symbol: "star.fill", body), TextSpan(" Favorites", body)])
        #expect(icon.lines[0].glyphs[0].face.name == "Phosphor" && icon.lines[0].glyphs[0].id != 0)
        // A real symbol without an icon is a placeholder box; a string that names none is nothing.
        let unknown = try fonts.layout([TextSpan(symbol: "tuningfork", body)])
        #expect(unknown.warnings.map(\.kind) == [.unknownSymbol] && unknown.lines[0].glyphs[0].id == 0)
        let none = try fonts.layout([TextSpan(symbol: "no.such.symbol", body), TextSpan("A", body)])
        #expect(none.warnings.map(\.kind) == [.notASymbol] && none.lines[0].glyphs.count == 1)
    }

    @Test func emptyTextTakesNoSpaceUnlessLinesAreReserved() throws {
        let l = try layout("")
        #expect(l.width == 0 && l.height == 0 && l.lines.isEmpty)
        let reserved = try layout("", ParagraphStyle(minLines: 2))
        #expect(abs(reserved.height - 2 * 17 * 1.19336) < 0.01)
    }
}
