import Testing
import RowTestSupport
import Foundation
import RowSnapshot
import RowRaster
@testable import RowText

/// Type specimens — every role and weight, icons and emoji — light and dark at @1x/@2x/@3x,
/// compared with reviewed goldens in Snapshots/RowText/. Set SNAPSHOT_TESTING_RECORD=all to rewrite
/// them (then look at every picture before committing).
@Suite struct SpecimenTests {
    static let root = TestSupport.root

    struct Line { let text: String; let style: SpanStyle }
    static let lines: [Line] = {
        var lines: [Line] = []
        for (name, weight) in [("Regular", FontWeight.regular), ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold)] {
            lines.append(Line(text: "System \(name) 17 — Coffee & Co. +$1,234.50",
                              style: SpanStyle(font: .system(size: 17, weight: weight))))
        }
        for (name, weight) in [("Regular 13", FontWeight.regular), ("Medium 16", .medium), ("Bold 16", .bold)] {
            let size = Double(name.split(separator: " ")[1])!
            lines.append(Line(text: "Helvetica Neue \(name) — AV To Ty 0123456789",
                              style: SpanStyle(font: .custom(.helveticaNeue, size: size, weight: weight))))
        }
        lines.append(Line(text: "today, nov 22 · tracking 0.5", style: SpanStyle(font: .system(size: 12, weight: .semibold), tracking: 0.5, textCase: .uppercase)))
        lines.append(Line(text: "Caption 10 — 3 expenses · 4 members", style: SpanStyle(font: .custom(.helveticaNeue, size: 10))))
        lines.append(Line(text: "Emoji 🏠 ✈️ 🎉 🍕 👪 💰 ❤️ 🛒 ☕", style: SpanStyle(font: .system(size: 20))))
        return lines
    }()

    static func specimen(dark: Bool, scale: Double) throws -> Canvas {
        let fonts = TestSupport.fonts
        let width = 400.0, lineGap = 6.0
        let ink = dark ? RGBA(r8: 255, g8: 255, b8: 255, a8: 255) : RGBA(r8: 0, g8: 0, b8: 0, a8: 255)
        let background = dark ? RGBA(r8: 28, g8: 28, b8: 30, a8: 255) : RGBA(r8: 255, g8: 255, b8: 255, a8: 255)
        var ops: [DisplayOp] = []
        var y = 12.0
        for line in lines {
            let laid = try fonts.layout([TextSpan(line.text, line.style)], ParagraphStyle(maxLines: 1), width: width - 24)
            ops += laid.glyphRuns(origin: Point(12, y), scale: scale).map { .glyphs($0.run, paint: .solid(ink), blend: .sourceOver) }
            y += (laid.height + lineGap).rounded(.up)
        }
        // Icons: every seed symbol at 20 pt, in a row.
        var x = 12.0
        for name in SymbolTests.seedSymbols {
            let icon = fonts.symbol(name, font: .system(size: 14, weight: .medium))
            ops.append(.glyphs(icon.glyphRun(origin: Point(x, y), scale: scale), paint: .solid(ink), blend: .sourceOver))
            x += (icon.width + 2).rounded(.up)
        }
        y += 24
        // A truncated line.
        let cut = try fonts.layout([TextSpan("Truncated: a very long merchant name that cannot fit in the row", SpanStyle(font: .system(size: 15)))],
                                   ParagraphStyle(maxLines: 1), width: 240)
        ops += cut.glyphRuns(origin: Point(12, y), scale: scale).map { .glyphs($0.run, paint: .solid(ink), blend: .sourceOver) }
        y += 28
        return try Renderer().render(DisplayList(width: Int(width * scale), height: Int(y * scale), background: background, ops: ops))
    }

    static let cases: [(dark: Bool, scale: Int)] = [(false, 1), (false, 2), (false, 3), (true, 1), (true, 2), (true, 3)]

    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func specimenMatchesItsGolden(_ index: Int) throws {
        let c = Self.cases[index]
        let name = "specimen.\(c.dark ? "dark" : "light")@\(c.scale)x.png"
        let canvas = try Self.specimen(dark: c.dark, scale: Double(c.scale))
        #expect(try Self.specimen(dark: c.dark, scale: Double(c.scale)) == canvas)   // deterministic
        let path = Self.root.appendingPathComponent("Snapshots/RowText/\(name)").path
        let outcome = try Golden(path: path, scale: Double(c.scale)).check(canvas)
        if let message = outcome.failureMessage { Issue.record("\(path): \(message)") }
    }
}
