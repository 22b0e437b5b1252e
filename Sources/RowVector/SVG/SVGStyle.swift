#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RowRaster

/// A paint as SVG names it.
enum SVGPaint: Equatable {
    case none, currentColor
    case color(RGBA)
    /// A gradient by id, with the paint to use when there is no such gradient.
    indirect case reference(String, fallback: SVGPaint)
}

/// The inherited presentation properties of an SVG element.
struct SVGStyle {
    var fill: SVGPaint = .color(RGBA(red: 0, green: 0, blue: 0))
    var fillOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke: SVGPaint = .none
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var cap = StrokeStyle.Cap.butt
    var join = StrokeStyle.Join.miter
    var miterLimit = 4.0
    var dash: [Double] = []
    var dashOffset = 0.0
    var clipRule = FillRule.nonZero
    var color = RGBA(red: 0, green: 0, blue: 0)
    var visible = true

    /// The properties SVG lets an element set by attribute as well as by CSS.
    static let names: Set<String> = ["fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
                                     "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "clip-rule",
                                     "color", "visibility", "display", "opacity", "clip-path", "mask", "filter", "stop-color",
                                     "stop-opacity", "transform", "mask-type", "mix-blend-mode"]

    /// This style with an element's declared properties applied.
    func applying(_ declared: [String: String]) -> SVGStyle {
        var s = self
        if let v = declared["color"], let c = SVGValue.color(v, current: color) { s.color = c }
        for (key, value) in declared where value != "inherit" {
            switch key {
            case "fill": s.fill = SVGValue.paint(value) ?? s.fill
            case "fill-opacity": s.fillOpacity = SVGValue.fraction(value) ?? s.fillOpacity
            case "fill-rule": s.fillRule = value == "evenodd" ? .evenOdd : .nonZero
            case "stroke": s.stroke = SVGValue.paint(value) ?? s.stroke
            case "stroke-opacity": s.strokeOpacity = SVGValue.fraction(value) ?? s.strokeOpacity
            case "stroke-width": s.strokeWidth = SVGValue.number(value) ?? s.strokeWidth
            case "stroke-linecap": s.cap = StrokeStyle.Cap(rawValue: value) ?? s.cap
            case "stroke-linejoin": s.join = value == "round" ? .round : value == "bevel" ? .bevel : .miter
            case "stroke-miterlimit": s.miterLimit = SVGValue.number(value) ?? s.miterLimit
            case "stroke-dasharray": s.dash = value == "none" ? [] : SVGValue.numbers(value)
            case "stroke-dashoffset": s.dashOffset = SVGValue.number(value) ?? s.dashOffset
            case "clip-rule": s.clipRule = value == "evenodd" ? .evenOdd : .nonZero
            case "visibility": s.visible = value == "visible"
            default: break
            }
        }
        return s
    }

    func resolved(_ paint: SVGPaint) -> SVGPaint {
        switch paint {
        case .currentColor: return .color(color)
        case .reference(let id, let fallback): return .reference(id, fallback: resolved(fallback))
        default: return paint
        }
    }
}

/// Parsers for SVG's attribute and property values.
enum SVGValue {
    /// A length in user units (px; absolute units converted at 96 per inch; `%` and `em` as
    /// a plain number, which their callers rescale).
    static func number(_ s: String) -> Double? {
        var text = Substring(s.trimmingSpaces)
        var factor = 1.0
        for (unit, f) in [("px", 1.0), ("pt", 4.0 / 3), ("pc", 16.0), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96.0), ("em", 16.0), ("%", 1.0)]
        where text.hasSuffix(unit) { text = text.dropLast(unit.count); factor = f; break }
        guard let v = Double(text), v.isFinite else { return nil }
        return v * factor
    }

    static func isPercent(_ s: String) -> Bool { s.trimmingSpaces.hasSuffix("%") }

    /// 0…1 from a number or a percentage.
    static func fraction(_ s: String) -> Double? {
        guard let v = number(s) else { return nil }
        return min(1, max(0, isPercent(s) ? v / 100 : v))
    }

    /// Numbers separated by commas and/or spaces.
    static func numbers(_ s: String) -> [Double] {
        s.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { number(String($0)) }
    }

    static func paint(_ s: String) -> SVGPaint? {
        let v = s.trimmingSpaces
        if v == "none" || v == "transparent" { return SVGPaint.none }
        if v == "currentColor" { return .currentColor }
        if v.hasPrefix("url(") {
            guard let close = v.firstIndex(of: ")") else { return nil }
            var id = v[v.index(v.startIndex, offsetBy: 4)..<close].trimmingCharacters(in: " '\"")
            if id.hasPrefix("#") { id.removeFirst() }
            let rest = v[v.index(after: close)...].trimmingSpaces
            return .reference(id, fallback: rest.isEmpty ? SVGPaint.none : (paint(rest) ?? SVGPaint.none))
        }
        return color(v, current: nil).map(SVGPaint.color)
    }

    /// A CSS color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, or a name.
    static func color(_ s: String, current: RGBA?) -> RGBA? {
        let v = s.trimmingSpaces.lowercased()
        if v == "currentcolor" { return current }
        if v.hasPrefix("#") {
            var hex = Array(v.dropFirst())
            if hex.count == 3 || hex.count == 4 { hex = hex.flatMap { [$0, $0] } }
            guard hex.count == 6 || hex.count == 8, let n = UInt32(String(hex), radix: 16) else { return nil }
            let rgb = hex.count == 8 ? n >> 8 : n, alpha = hex.count == 8 ? Double(n & 0xFF) / 255 : 1
            return RGBA(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255, alpha: alpha)
        }
        if v.hasPrefix("rgb"), let open = v.firstIndex(of: "("), let close = v.lastIndex(of: ")") {
            let parts = v[v.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == "/" || $0.isWhitespace }).map(String.init)
            guard parts.count >= 3 else { return nil }
            let channel = parts[0..<3].map { p -> Double in
                let n = number(p) ?? 0
                return min(1, max(0, isPercent(p) ? n / 100 : n / 255))
            }
            let alpha = parts.count > 3 ? (fraction(parts[3]) ?? 1) : 1
            return RGBA(red: channel[0], green: channel[1], blue: channel[2], alpha: alpha)
        }
        return namedColors[v].map { RGBA(red: Double($0 >> 16 & 0xFF) / 255, green: Double($0 >> 8 & 0xFF) / 255, blue: Double($0 & 0xFF) / 255) }
    }

    /// CSS's basic and most used extended color keywords.
    static let namedColors: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF, "yellow": 0xFFFF00,
        "gray": 0x808080, "grey": 0x808080, "silver": 0xC0C0C0, "maroon": 0x800000, "purple": 0x800080, "fuchsia": 0xFF00FF,
        "magenta": 0xFF00FF, "lime": 0x00FF00, "olive": 0x808000, "navy": 0x000080, "teal": 0x008080, "aqua": 0x00FFFF,
        "cyan": 0x00FFFF, "orange": 0xFFA500, "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9, "lightgray": 0xD3D3D3,
        "lightgrey": 0xD3D3D3, "dimgray": 0x696969, "gold": 0xFFD700, "pink": 0xFFC0CB, "brown": 0xA52A2A,
        "whitesmoke": 0xF5F5F5, "gainsboro": 0xDCDCDC,
    ]

    /// A transform list: matrix, translate, scale, rotate, skewX, skewY, applied right to left.
    static func transform(_ s: String) -> AffineTransform {
        var result = AffineTransform.identity
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: " ,\n\t\r")
            let v = numbers(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
            let t: AffineTransform
            switch (name, v.count) {
            case ("matrix", 6): t = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case ("translate", 1...): t = .translation(v[0], v.count > 1 ? v[1] : 0)
            case ("scale", 1...): t = .scale(v[0], v.count > 1 ? v[1] : v[0])
            case ("rotate", 1...):
                let r = AffineTransform.rotation(v[0] * .pi / 180)
                t = v.count >= 3 ? AffineTransform.translation(-v[1], -v[2]).concatenating(r).concatenating(.translation(v[1], v[2])) : r
            case ("skewX", 1): t = AffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case ("skewY", 1): t = AffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: continue
            }
            // The list reads outermost first: the last one applies to the points first.
            result = t.concatenating(result)
        }
        return result
    }

    /// `prop: value; prop: value` (a `style` attribute or a CSS rule's body).
    static func declarations(_ s: Substring) -> [(String, String)] {
        s.split(separator: ";").compactMap { d in
            guard let colon = d.firstIndex(of: ":") else { return nil }
            let value = d[d.index(after: colon)...].replacingImportant
            return (d[..<colon].trimmingSpaces.lowercased(), value)
        }
    }
}

/// The rules of an SVG's `<style>` sheets, for the selectors icons use: `.class`, `#id`, an
/// element name, `name.class`, `*`, and lists of these.
struct SVGStyleSheet {
    struct Rule { var selector: Selector; var declarations: [(String, String)]; var order: Int }
    struct Selector { var element: String?; var id: String?; var classes: [String]
        var specificity: Int { (id == nil ? 0 : 100) + classes.count * 10 + (element == nil ? 0 : 1) }
    }
    var rules: [Rule] = []
    /// Selectors it does not follow (combinators, pseudo-classes, attributes).
    var unsupported = false

    mutating func add(_ css: String) {
        var text = css
        while let start = text.range(of: "/*") {
            let end = text.range(of: "*/", range: start.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
            text.removeSubrange(start.lowerBound..<end)
        }
        for block in text.split(separator: "}") {
            guard let open = block.firstIndex(of: "{") else { continue }
            let body = SVGValue.declarations(block[block.index(after: open)...])
            for raw in block[..<open].split(separator: ",") {
                let sel = raw.trimmingSpaces
                if sel.isEmpty || sel.hasPrefix("@") { continue }
                guard let selector = Self.selector(sel) else { unsupported = true; continue }
                rules.append(Rule(selector: selector, declarations: body, order: rules.count))
            }
        }
    }

    private static func selector(_ s: String) -> Selector? {
        guard !s.contains(where: { " >+~:[".contains($0) }) else { return nil }
        var parts = s.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var head = parts.removeFirst()
        var id: String?
        if let hash = head.firstIndex(of: "#") { id = String(head[head.index(after: hash)...]); head = String(head[..<hash]) }
        return Selector(element: head.isEmpty || head == "*" ? nil : head, id: id, classes: parts.filter { !$0.isEmpty })
    }

    /// The declarations that apply to an element, weakest first.
    func declarations(for element: XMLElement) -> [(String, String)] {
        guard !rules.isEmpty else { return [] }
        let classes = Set((element.attributes["class"] ?? "").split(separator: " ").map(String.init))
        return rules.filter { r in
            (r.selector.element == nil || r.selector.element == element.name) && (r.selector.id == nil || r.selector.id == element.attributes["id"])
                && r.selector.classes.allSatisfy(classes.contains)
        }.sorted { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }.flatMap(\.declarations)
    }
}

extension StringProtocol {
    var trimmingSpaces: String { trimmingCharacters(in: " \n\t\r") }
    /// Without the leading and trailing characters made only of `set`'s scalars (so a CRLF,
    /// one Character in Swift, counts as the two it is).
    func trimmingCharacters(in set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        func inSet(_ c: Character) -> Bool { c.unicodeScalars.allSatisfy(scalars.contains) }
        guard let first = firstIndex(where: { !inSet($0) }), let last = lastIndex(where: { !inSet($0) }) else { return "" }
        return String(self[first...last])
    }
    /// The value without a trailing `!important`.
    var replacingImportant: String {
        let v = trimmingSpaces
        return v.hasSuffix("!important") ? String(v.dropLast(10)).trimmingSpaces : v
    }
}
