import Foundation
import RowDesign
import RowRaster
import RowScene
import RowText

/// Fuzz bytes read as choices: structured targets build their inputs from these, so every
/// input is a valid program of layers, glyphs, text or touches and the fuzzer spends its time
/// deep in the renderer rather than in the JSON parser.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var i = 0
    init(_ data: Data) { bytes = [UInt8](data) }

    var isAtEnd: Bool { i >= bytes.count }
    mutating func byte() -> UInt8 { defer { i += 1 }; return i < bytes.count ? bytes[i] : 0 }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let v = Int(byte()) << 8 | Int(byte())
        return range.lowerBound + v % (range.upperBound - range.lowerBound + 1)
    }
    /// A number in `range`, now and then one of its ends or something just outside it.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        switch byte() % 16 {
        case 0: return range.lowerBound
        case 1: return range.upperBound
        default: return range.lowerBound + (range.upperBound - range.lowerBound) * Double(int(0...65535)) / 65535
        }
    }
    mutating func pick<T>(_ xs: [T]) -> T { xs[Int(byte()) % xs.count] }
}

@MainActor enum StructuredTargets {
    /// Layers nested up to the depth limit with clips, opacities, blurs and up to 16 shadows
    /// each (σ to the limit, offsets far off the canvas), fills and nested groups between.
    static func layers(_ data: Data) {
        var f = FuzzBytes(data)
        let width = f.int(1...400), height = f.int(1...300)
        var ops: [DisplayOp] = []
        var depth = 0
        func rect() -> Rect {
            Rect(x: f.double(-300...800), y: f.double(-300...600), width: f.double(0...900), height: f.double(0...700))
        }
        func shape() -> ShapeSpec {
            switch f.byte() % 4 {
            case 0: return ShapeSpec(.rect(rect()))
            case 1: return ShapeSpec(.roundedRect(rect(), radius: f.double(0...200), style: f.pick([.circular, .continuous])))
            case 2: return ShapeSpec(.circle(center: Point(f.double(-100...800), f.double(-100...600)), radius: f.double(0...400)))
            default: return ShapeSpec(.capsule(rect()), transform: .scale(f.double(0.01...3), f.double(0.01...3), about: Point(f.double(0...500), 0)))
            }
        }
        func color() -> RGBA { RGBA(r8: f.byte(), g8: f.byte(), b8: f.byte(), a8: f.byte()) }
        while !f.isAtEnd && ops.count < 200 {
            switch f.byte() % 6 {
            case 0, 1:
                ops.append(.fill(shape: shape(), paint: .solid(color()), fillRule: f.pick([.nonZero, .evenOdd]), blend: f.pick(BlendMode.allCases)))
            case 2:
                ops.append(.shadow(shape: shape(), shadow: DropShadow(color: color(), sigma: f.double(0...300), offset: Point(f.double(-500...500), f.double(-500...500))),
                                   fillRule: .nonZero, blend: .sourceOver))
            case 3 where depth < DisplayList.Limits.maxLayerDepth:
                let shadows = (0..<Int(f.byte() % 17)).map { _ in
                    DropShadow(color: color(), sigma: f.double(0...DropShadow.maxSigma), offset: Point(f.double(-2000...2000), f.double(-2000...2000)))
                }
                ops.append(.beginLayer(LayerStyle(opacity: f.double(0...1), blend: f.pick(BlendMode.allCases), clip: f.byte() % 2 == 0 ? shape() : nil,
                                                  brightness: f.byte() % 4 == 0 ? f.double(-1...1) : 0, saturation: f.byte() % 4 == 0 ? f.double(0...3) : 1,
                                                  blur: f.byte() % 4 == 0 ? f.double(0...LayerStyle.maxBlur) : 0, shadows: shadows)))
                depth += 1
            case 4 where depth > 0:
                ops.append(.endLayer); depth -= 1
            default:
                ops.append(.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))), paint: .solid(color()),
                                 fillRule: .nonZero, blend: .sourceOver))
            }
        }
        ops += Array(repeating: .endLayer, count: depth)
        _ = try? Renderer().render(DisplayList(width: width, height: height, background: .white, ops: ops))
    }

    /// Glyph runs of the bundled faces (emoji among them) at any size to the limit, anywhere
    /// on or off the canvas, some transformed.
    static func glyphs(_ data: Data) {
        var f = FuzzBytes(data)
        let fonts = FuzzTargets.fonts
        let names = ["Inter-Regular", "Inter-Bold", "NotoColorEmoji", "NotoSansArabic-Regular", "Phosphor", "NotoSansCJK-Regular-subset"]
        var ops: [DisplayOp] = []
        while !f.isAtEnd && ops.count < 20 {
            let font = f.pick(names)
            guard let face = try? fonts.face(named: font) else { continue }
            let count = f.int(1...64)
            var glyphs: [Glyph] = [], positions: [Point] = []
            for _ in 0..<count {
                guard let g = try? fonts.glyph(font: font, id: UInt32(f.int(0...max(0, face.glyphCount - 1)))) else { continue }
                glyphs.append(g)
                positions.append(Point(f.double(-9000...9000), f.double(-9000...9000)))
            }
            let transform: RowRaster.AffineTransform = f.byte() % 3 == 0 ? .scale(f.double(0.01...4), f.double(0.01...4), about: Point(200, 100)) : .identity
            ops.append(.glyphs(GlyphRun(font: font, size: f.double(0...GlyphRun.maxSize), glyphs: glyphs, positions: positions, transform: transform),
                               paint: .solid(.black), blend: .sourceOver))
        }
        _ = try? Renderer().render(DisplayList(width: f.int(1...600), height: f.int(1...400), background: .white, ops: ops))
    }

    /// Text of bidi controls (embeddings, overrides, isolates, their terminators, marks),
    /// right-to-left and left-to-right letters, digits, spaces, line breaks, emoji and joiners,
    /// nested and unbalanced, laid out at a width and line limit, drawn and written as JSON.
    static func bidi(_ data: Data) {
        var f = FuzzBytes(data)
        let palette: [String] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
                                 "\u{200E}", "\u{200F}", "\u{061C}", "a", "Z", "ש", "ל", "م", "ر", "1", "٣", " ", "\n", "\u{00AD}", "-",
                                 "😀", "\u{200D}", "👩", "\u{FE0F}", "é", "\u{0301}", "王", "…", "\u{11A00}"]
        var text = ""
        let rtl = f.byte() % 2 == 0, width = f.byte() % 3 == 0 ? nil : f.double(0...400), limit = f.int(0...5)
        while !f.isAtEnd && text.unicodeScalars.count < 4000 {
            let piece = f.pick(palette)
            text += String(repeating: piece, count: 1 + Int(f.byte() % 8))
        }
        var style = ParagraphStyle()
        style.rightToLeft = rtl
        style.maxLines = limit == 0 ? nil : limit
        guard let layout = try? FuzzTargets.fonts.layout([TextSpan(text, SpanStyle(font: .system(size: 17)))], style, width: width) else { return }
        let runs = layout.glyphRuns(origin: Point(0, 0), scale: 2).map(\.run)
        let list = DisplayList(width: 800, height: 200, background: .white, ops: runs.map { .glyphs($0, paint: .solid(.black), blend: .sourceOver) })
        _ = try? Renderer().render(list)
        _ = try? list.encodeJSON()
    }

    /// Scenes of interactive rows with pressed timelines and touch scripts of any length and
    /// order, rendered at a time along them.
    static func timelines(_ data: Data) {
        var f = FuzzBytes(data)
        var rows: [String] = []
        for _ in 0..<f.int(1...4) {
            var pressed: [String] = []
            var t = 0.0
            for _ in 0..<f.int(0...1200) {
                t += f.byte() % 8 == 0 ? -f.double(0...1) : f.double(0...0.5)
                pressed.append("[\(t), \(f.byte() % 2 == 0)]")
            }
            var touches: [String] = []
            for _ in 0..<f.int(0...40) {
                touches.append(#"{"kind": "\#(f.pick(["down", "move", "up", "cancel"]))", "time": \#(f.double(0...3)), "x": \#(f.double(-50...450)), "y": \#(f.double(-20...100))}"#)
            }
            let swipe = f.byte() % 2 == 0 ? #", "swipe": {"edge": "trailing", "offset": \#(f.double(0...300)), "actions": ["delete", "archive"]}"# : ""
            rows.append(#"{"type": "person", "name": "N", "balance": 1, "interactive": {"pressed": [\#(pressed.joined(separator: ", "))]\#(swipe)}, "touches": [\#(touches.joined(separator: ", "))]}"#)
        }
        let json = #"{"width": 300, "scale": 1, "time": \#(f.double(0...4)), "rows": [\#(rows.joined(separator: ", "))]}"#
        guard let file = try? SceneFile.read(Array(json.utf8)) else { return }
        for (_, request) in file.requests {
            guard let list = try? FuzzTargets.scene.displayList(request), list.width * list.height <= 1 << 21 else { continue }
            _ = try? Renderer().render(list)
        }
    }
}
