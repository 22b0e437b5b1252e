import Foundation
import Testing
import RowRaster
import RowTestSupport
import RowText
@testable import RowScene

/// `Text` as SwiftUI writes it: concatenation, Markdown, verbatim strings, interpolation,
/// dates and formats, styles, and the paragraph modifiers.
@MainActor @Suite struct TextViewTests {
    /// A font width the bundled faces lack is drawn at the standard width and said so.
    @Test func fontWidthsWarn() throws {
        let condensed = try TestSupport.renderer.layout(Text("Narrow").font(.body.width(.condensed)))
        #expect(condensed.warnings == ["font width .condensed is not bundled; the text is drawn at the standard width"])
        let expanded = try TestSupport.renderer.layout(Text("Wide").fontWidth(.expanded))
        #expect(expanded.warnings.count == 1)
        #expect(try TestSupport.renderer.layout(Text("Plain").font(.body.width(.standard))).warnings.isEmpty)
    }

    let renderer = TestSupport.renderer

    /// The glyph runs a view draws: font, text, paint.
    func runs<V: View>(_ view: V, width: Double? = 390, environment: EnvironmentValues = EnvironmentValues()) throws -> [(font: String, text: String, paint: Paint)] {
        try renderer.displayList(view, width: width, environment: environment).ops.compactMap {
            if case let .glyphs(run, paint, _) = $0 { return (run.font, run.text ?? "", paint) }
            return nil
        }
    }
    func text<V: View>(_ view: V, width: Double? = 390, environment: EnvironmentValues = EnvironmentValues()) throws -> String {
        let list = try renderer.displayList(view, width: width, environment: environment)
        // Each run carries its own glyphs' text: runs on one baseline make a line.
        var lines: [(y: Double, text: String)] = []
        for case let .glyphs(run, _, _) in list.ops {
            let y = run.positions.first?.y ?? 0
            if let last = lines.last, last.y == y { lines[lines.count - 1].text += run.text ?? "" } else { lines.append((y, run.text ?? "")) }
        }
        return lines.map(\.text).joined(separator: "|")
    }
    static let red = Paint.solid(Color.red.resolve(.light).quantized)

    @Test func concatenationKeepsEachPartsStyle() throws {
        let r = try runs((Text("Hello ").bold() + Text("world").foregroundColor(.red)).font(.body))
        #expect(r.map(\.font) == ["Inter-Bold", "Inter-Regular"])
        #expect(r[1].paint == Self.red && r[0].paint != Self.red)
        // A modifier on the whole styles the parts that set nothing themselves.
        let outer = try runs((Text("a").foregroundColor(.blue) + Text("b")).foregroundColor(.red))
        #expect(outer[0].paint != Self.red && outer[1].paint == Self.red)
    }

    @Test func markdownInLiteralsIsStyled() throws {
        let r = try runs(Text("**Bold**, *italic*, `code`, ~~gone~~ and [a link](https://example.com)"))
        let fonts = Dictionary(r.map { ($0.font, $0.paint) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(r.map(\.font)) == ["Inter-Bold", "Inter-Regular", "Inter-Italic", "NotoSansMono-Regular"])
        #expect(r.first { $0.font == "Inter-Bold" }?.text == "Bold")
        #expect(r.map(\.text).joined() == "Bold, italic, code, gone and a link")
        _ = fonts
        // The link is drawn in the accent color; the strikethrough is a rule across "gone".
        let list = try renderer.displayList(Text("~~gone~~ [link](x)"), width: 390)
        let glyphPaints = list.ops.compactMap { op -> Paint? in if case let .glyphs(_, p, _) = op { return p }; return nil }
        #expect(glyphPaints.contains(.solid(Color.accentColor.resolve(.light).quantized)))
        let rules = list.ops.filter { if case .fill = $0 { return true }; return false }
        #expect(rules.count == 1)
    }

    /// Foundation's automatic grammar agreement: `^[\(count) glass](inflect: true)` agrees with
    /// its number in English (interpolated counts too); other attributes keep the text as it is.
    @Test func inflectionAgreesWithTheNumber() throws {
        let glasses = 8, cup = 1
        #expect(try text(Text("^[\(glasses) glass](inflect: true) of water")) == "8 glasses of water")
        #expect(try text(Text("^[\(cup) glass](inflect: true)")) == "1 glass")
        #expect(try text(Text("^[3 Person](inflect: true)")) == "3 People")
        #expect(try text(Text("^[2 story](inflect:true), ^[20000 meter](inflect: true)")) == "2 stories, 20000 meters")
        #expect(try text(Text("^[Plain](morphology: { partOfSpeech: \"noun\" }) and 2^3")) == "Plain and 2^3")
        let attributed = try AttributedString(markdown: "^[8000 step](inflect: true)")
        #expect(String(attributed.characters) == "8000 steps")
        #expect(Inflection.agreeing("2 Kanne", language: "de") == "2 Kanne")
    }

    @Test func stringValuesAndVerbatimAreNotMarkdown() throws {
        let value = "**not bold**"
        #expect(try runs(Text(value)).map(\.font) == ["Inter-Regular"])
        #expect(try runs(Text(verbatim: "**not bold**")).map(\.font) == ["Inter-Regular"])
        #expect(try text(Text(verbatim: "**x**")) == "**x**")
        // Interpolated values are inserted as they are, inside the literal's Markdown.
        let name = "*Ana*"
        let r = try runs(Text("Paid **\(name)**"))
        #expect(r.map(\.font) == ["Inter-Regular", "Inter-Bold"])
        #expect(try text(Text("Paid **\(name)**")).hasSuffix("*Ana*"))
    }

    @Test func interpolationFormatsLikeSwiftUI() throws {
        #expect(try text(Text("\(3)x")) == "3x")
        #expect(try text(Text("π = \(3.14)")) == "π = 3.140000")          // %lf, as SwiftUI
        #expect(try text(Text("\(2.5, specifier: "%.1f") km")) == "2.5 km")
        #expect(try text(Text("Total \(1234.5, format: .number)")) == "Total 1,234.5")
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(try text(Text(1234.5, format: .number), environment: german) == "1.234,5")
        #expect(try text(Text(42.0, format: .currency(code: "USD"))) == "$42.00")
        #expect(try text(Text("\(Image(systemName: "star.fill")) Favorites")).hasSuffix("Favorites"))
    }

    @Test func datesFollowTheEnvironmentsClockAndZone() throws {
        var env = EnvironmentValues()
        env.now = Date(timeIntervalSince1970: 1_700_000_000)          // 2023-11-14 22:13:20 UTC
        let start = env.now.addingTimeInterval(2 * 3600 + 23 * 60)
        #expect(try text(Text(start, style: .relative), environment: env) == "2 hours, 23 minutes")
        #expect(try text(Text(start, style: .offset), environment: env) == "+2 hours")
        #expect(try text(Text(env.now.addingTimeInterval(152), style: .timer), environment: env) == "2:32")
        #expect(try text(Text(env.now, style: .date), environment: env) == "November 14, 2023")
        #expect(try text(Text(env.now, style: .time), environment: env) == "10:13\u{202F}PM")
        env.timeZone = TimeZone(identifier: "America/New_York")!
        #expect(try text(Text(env.now, style: .time), environment: env) == "5:13\u{202F}PM")
        // The frame's time moves the clock: a timer counts.
        env.time = 2
        #expect(try text(Text(env.now.addingTimeInterval(152), style: .timer), environment: env) == "2:30")
    }

    @Test func paragraphModifiers() throws {
        let message = "Hey! Are we still on for dinner on Friday? I booked the table at Rosa's for 7:30."
        func frame<V: View>(_ v: V, width: Double = 200) throws -> Rect { try #require(renderer.layout(v.layoutTag("t"), width: width).frames["t"]) }
        let line = 17 * 1.19336
        let wrapped = try frame(Text(message))
        #expect(wrapped.height > 3 * line - 1)
        #expect(abs(try frame(Text(message).lineLimit(2)).height - 2 * line) < 1)
        #expect(abs(try frame(Text("Hi").lineLimit(3, reservesSpace: true)).height - 3 * line) < 1)
        #expect(abs(try frame(Text("Hi").lineLimit(2...4)).height - 2 * line) < 1)
        #expect(abs(try frame(Text(message).lineLimit(2).lineSpacing(10)).height - (2 * line + 10)) < 1)
        // A fixed size keeps one unwrapped line; vertical-only keeps every wrapped line.
        let ideal = try frame(Text(message).fixedSize())
        #expect(ideal.width > 200 && abs(ideal.height - line) < 1)
        #expect(abs(try frame(Text(message).lineLimit(1).fixedSize(horizontal: false, vertical: true)).height - line) < 1)
        // Truncation modes and alignment reach the layout.
        #expect(try text(Text("Monthly subscription to the Times").lineLimit(1).truncationMode(.head), width: 150).hasPrefix("\u{2026}"))
        #expect(try text(Text("Monthly subscription to the Times").lineLimit(1), width: 150).hasSuffix("\u{2026}"))
        let shrunk = try frame(Text("Monthly subscription to the Times").lineLimit(1).minimumScaleFactor(0.5), width: 150)
        #expect(shrunk.width <= 150 + 1e-9)
        #expect(try !text(Text("Monthly subscription to the Times").lineLimit(1).minimumScaleFactor(0.5), width: 150).contains("\u{2026}"))
    }

    @Test func stylesReachTheGlyphs() throws {
        #expect(try runs(Text("Hi").italic()).map(\.font) == ["Inter-Italic"])
        #expect(try runs(Text("Hi").fontWeight(.semibold).italic()).map(\.font) == ["Inter-SemiBoldItalic"])
        #expect(try runs(Text("Hi").font(.system(size: 15, design: .monospaced))).map(\.font) == ["NotoSansMono-Regular"])
        #expect(try runs(VStack { Text("Hi") }.bold()).map(\.font) == ["Inter-Bold"])
        #expect(try runs(Text("Hi").font(.custom("Helvetica Neue", size: 16)).italic()).map(\.font) == ["TeXGyreHeros-Italic"])
        let underlined = try renderer.displayList(Text("Link").underline(color: .red), width: 390)
        #expect(underlined.ops.contains { if case let .fill(_, p, _, _) = $0 { return p == Self.red }; return false })
        let plain = try renderer.layout(Text("AV").layoutTag("t"), width: 390).frames["t"]!.width
        let kerned = try renderer.layout(Text("AV").kerning(3).layoutTag("t"), width: 390).frames["t"]!.width
        #expect(abs(kerned - plain - 6) < 0.35)
        let raised = try renderer.layout(Text("x").baselineOffset(8).layoutTag("t"), width: 390).frames["t"]!.height
        #expect(raised > 17 * 1.19336 + 7.5)
    }

    @Test func warningsComeBackWithTheLayout() throws {
        let l = try renderer.layout(VStack { Text("Hi 𓀀"); Image(systemName: "no.such.icon"); Text("Hi").font(.custom("Avenir", size: 12)) }, width: 200)
        #expect(l.warnings.count == 3)
        #expect(l.warnings[0].contains("U+13000") && l.warnings[1].contains("no.such.icon") && l.warnings[2].contains("Avenir"))
    }

    @Test func rightToLeftMirrorsTheRow() throws {
        func frames(_ direction: LayoutDirection) throws -> [String: Rect] {
            try renderer.layout(HStack(spacing: 0) {
                Color.red.frame(width: 10).layoutTag("a")
                Color.blue.frame(width: 20).layoutTag("b")
                Spacer()
            }.padding(.leading, 5).frame(height: 10).environment(\.layoutDirection, direction), width: 100).frames
        }
        let ltr = try frames(.leftToRight), rtl = try frames(.rightToLeft)
        #expect(ltr["a"] == Rect(x: 5, y: 0, width: 10, height: 10) && ltr["b"] == Rect(x: 15, y: 0, width: 20, height: 10))
        // Leading is the right edge: the padding, then a, then b, run from the right.
        #expect(rtl["a"] == Rect(x: 85, y: 0, width: 10, height: 10) && rtl["b"] == Rect(x: 65, y: 0, width: 20, height: 10))
        // A left-to-right island inside reads left to right again.
        let island = try renderer.layout(HStack(spacing: 0) {
            HStack(spacing: 0) { Color.red.frame(width: 10).layoutTag("x"); Color.blue.frame(width: 10).layoutTag("y") }
                .environment(\.layoutDirection, .leftToRight)
            Spacer()
        }.frame(height: 10), width: 100, environment: { var e = EnvironmentValues(); e.layoutDirection = .rightToLeft; return e }()).frames
        #expect(island["x"]!.x == 80 && island["y"]!.x == 90)
        // Text aligns to the leading (right) edge of its frame.
        let text = try renderer.layout(Text("a\nlonger line").layoutTag("t"), width: 200,
                                       environment: { var e = EnvironmentValues(); e.layoutDirection = .rightToLeft; return e }())
        let glyphs = text.displayList.ops.compactMap { op -> GlyphRun? in if case let .glyphs(r, _, _) = op { return r }; return nil }
        let t = try #require(text.frames["t"])
        let aX = try #require(glyphs.first { $0.text == "a" }?.positions.first?.x)
        #expect(aX > (t.maxX - 12) * 3)   // "a" sits at the right edge, not the left
    }
}

@MainActor @Suite struct MarkdownTests {
    func parse(_ s: String) -> [(String, String)] {
        Markdown.parse(s).map { run in
            var flags = ""
            if run.style.strong { flags += "B" }
            if run.style.emphasis { flags += "I" }
            if run.style.code { flags += "C" }
            if run.style.strikethrough { flags += "S" }
            if run.style.link != nil { flags += "L" }
            return (run.text, flags)
        }
    }
    func check(_ s: String, _ expected: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) {
        let got = parse(s)
        #expect(got.map(\.0) == expected.map(\.0) && got.map(\.1) == expected.map(\.1), "\(s): \(got)", sourceLocation: sourceLocation)
    }

    @Test func emphasisFollowsCommonMark() {
        check("**bold** and *it*", [("bold", "B"), (" and ", ""), ("it", "I")])
        check("__bold__ _it_", [("bold", "B"), (" ", ""), ("it", "I")])
        check("***both***", [("both", "BI")])
        check("*a **b** c*", [("a ", "I"), ("b", "BI"), (" c", "I")])
        check("snake_case_name", [("snake_case_name", "")])          // intraword underscores are text
        check("2 * 3 * 4", [("2 * 3 * 4", "")])                      // spaced asterisks are text
        check("**unclosed", [("**unclosed", "")])
        check("~~strike~~ ~one~ ~~~three~~~", [("strike", "S"), (" ", ""), ("one", "S"), (" ~~~three~~~", "")])   // GFM
        check("\\*literal\\*", [("*literal*", "")])
    }

    @Test func codeSpansAndLinks() {
        check("run `swift test` now", [("run ", ""), ("swift test", "C"), (" now", "")])
        check("``a ` b``", [("a ` b", "C")])
        check("`*not emphasis*`", [("*not emphasis*", "C")])
        check("see [the **docs**](https://x.y) or <https://a.b>", [("see ", ""), ("the ", "L"), ("docs", "BL"), (" or ", ""), ("https://a.b", "L")])
        check("[not a link] (x)", [("[not a link] (x)", "")])
        // CommonMark's autolinks: a URI with a scheme, or an email address; anything else in angle
        // brackets is text (a chat's "<@satoshi>" mention, "<3").
        check("mail <ann@example.com>", [("mail ", ""), ("ann@example.com", "L")])
        check("<@satoshi> hi", [("<@satoshi> hi", "")])
        check("<3 and <a b>", [("<3 and <a b>", "")])
        check("<x:y>", [("<x:y>", "")])                                 // a one-letter scheme is not one
    }

    /// Text with no syntax character is one plain run (a fast path), whatever its script.
    @Test func plainTextIsOneRun() {
        check("Merchant number 7 · 2:10 PM", [("Merchant number 7 · 2:10 PM", "")])
        check("Łukasz 👨‍👩‍👧 #1 (a) {b} 2+2=4", [("Łukasz 👨‍👩‍👧 #1 (a) {b} 2+2=4", "")])
        check("", [])
        check("a<b", [("a<b", "")])   // one syntax character takes the full parse, which keeps it
    }
}
