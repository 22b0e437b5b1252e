import RowJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A display list JSON document that could not be read.
public struct DisplayListError: Error, CustomStringConvertible, Equatable {
    /// Where in the document, e.g. `ops[3].paint.color`.
    public let path: String
    public let message: String
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

extension DisplayList {
    /// Reads a display list from JSON; errors name the offending field. `glyphs` resolves the
    /// fonts of `glyphs` and `text` ops (without it, those ops are an error).
    public static func decode(json data: Data, glyphs: (any GlyphSource)? = nil) throws -> DisplayList {
        var limits = JSONLimits()
        limits.maxBytes = DisplayList.Limits.maxJSONBytes
        do {
            var decoder = JSONValueDecoder()
            if let glyphs { decoder.userInfo[glyphSourceKey] = GlyphSourceBox(source: glyphs) }
            return try decoder.decode(DisplayList.self, from: [UInt8](data), limits: limits)
        } catch let error as DecodingError {
            throw DisplayListError(decoding: error)
        } catch let error as JSONSyntaxError {
            throw DisplayListError(path: "", message: error.description)
        }
    }

    /// Writes the display list as JSON (sorted keys, so output is stable).
    public func encodeJSON(pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension DisplayListError {
    init(decoding error: DecodingError) {
        func render(_ path: [CodingKey]) -> String { JSONFieldError.render(path) }
        switch error {
        case let .dataCorrupted(c):
            let underlying = (c.underlyingError as? CustomStringConvertible)?.description
            self.init(path: render(c.codingPath), message: c.codingPath.isEmpty ? "not valid JSON: \(underlying ?? c.debugDescription)" : c.debugDescription)
        case let .keyNotFound(key, c):
            self.init(path: render(c.codingPath), message: "missing required field \(TerminalText.quoted(key.stringValue))")
        case let .typeMismatch(type, c):
            self.init(path: render(c.codingPath), message: "expected \(Self.describe(type))")
        case let .valueNotFound(type, c):
            self.init(path: render(c.codingPath), message: "expected \(Self.describe(type)), found null")
        @unknown default:
            self.init(path: "", message: "\(error)")
        }
    }
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return "\(type)".contains("Array") ? "an array" : "an object"
        }
    }
}

private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private typealias Keyed = KeyedDecodingContainer<Key>

private let glyphSourceKey = CodingUserInfoKey(rawValue: "RowRaster.glyphSource")!
private struct GlyphSourceBox: Sendable { let source: any GlyphSource }

private func fail(_ c: Keyed, _ key: String, _ message: String) -> DecodingError {
    DecodingError.dataCorruptedError(forKey: Key(key), in: c, debugDescription: message)
}

/// Refuses fields not in `allowed`: a misspelt field ("colour") is an error, not ignored.
private func only(_ c: Keyed, _ allowed: [String]) throws {
    for key in c.allKeys.map(\.stringValue).sorted() where !allowed.contains(key) {
        throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [Key(key)],
                                                debugDescription: "unknown field; expected one of: \(allowed.joined(separator: ", "))"))
    }
}

private func numbers(_ c: Keyed, _ key: String, count: Int) throws -> [Double] {
    let v = try c.decode([Double].self, forKey: Key(key))
    guard v.count == count else { throw fail(c, key, "expected \(count) numbers, found \(v.count)") }
    guard v.allSatisfy(\.isFinite) else { throw fail(c, key, "numbers must be finite") }
    return v
}

private func rect(_ c: Keyed, _ key: String) throws -> Rect {
    let v = try numbers(c, key, count: 4)
    guard v[2] >= 0, v[3] >= 0 else { throw fail(c, key, "width and height must not be negative") }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
}

private func color(_ c: Keyed, _ key: String) throws -> RGBA {
    let s = try c.decode(String.self, forKey: Key(key))
    guard let color = RGBA(hex: s) else { throw fail(c, key, "invalid color \(TerminalText.quoted(s)): expected #RRGGBB or #RRGGBBAA") }
    return color
}

private func finite(_ c: Keyed, _ key: String, default d: Double, range: ClosedRange<Double>? = nil) throws -> Double {
    guard let v = try c.decodeIfPresent(Double.self, forKey: Key(key)) else { return d }
    guard v.isFinite else { throw fail(c, key, "must be a finite number") }
    if let r = range, !r.contains(v) { throw fail(c, key, "must be within \(r.lowerBound)…\(r.upperBound), found \(v)") }
    return v
}

/// A layer's color matrix: 20 finite numbers within ±`ColorMatrix.maxMagnitude` (absent: none).
private func colorMatrix(_ c: Keyed) throws -> ColorMatrix? {
    guard let values = try c.decodeIfPresent([Double].self, forKey: Key("colorMatrix")) else { return nil }
    guard let matrix = ColorMatrix(values) else {
        throw fail(c, "colorMatrix", "must be 20 finite numbers within ±\(Int(ColorMatrix.maxMagnitude)), found \(values.count)")
    }
    return matrix
}

private func enumValue<T: RawRepresentable>(_ c: Keyed, _ key: String, default d: T, _ all: [T]) throws -> T where T.RawValue == String {
    guard let s = try c.decodeIfPresent(String.self, forKey: Key(key)) else { return d }
    guard let v = T(rawValue: s) else {
        throw fail(c, key, "unknown value \(TerminalText.quoted(s)); expected one of: \(all.map(\.rawValue).joined(separator: ", "))")
    }
    return v
}

/// A gradient's `stops`: `[[t, "#…"], …]`, at least one, locations within 0…1 and not decreasing.
private func gradientStops(_ g: Keyed) throws -> [GradientStop] {
    var list = try g.nestedUnkeyedContainer(forKey: Key("stops"))
    var stops: [GradientStop] = []
    while !list.isAtEnd {
        var item = try list.nestedUnkeyedContainer()
        let t = try item.decode(Double.self)
        let hex = try item.decode(String.self)
        guard t.isFinite, (0...1).contains(t) else { throw fail(g, "stops", "stop location \(t) must be within 0…1") }
        guard let col = RGBA(hex: hex) else { throw fail(g, "stops", "invalid color \(TerminalText.quoted(hex)): expected #RRGGBB or #RRGGBBAA") }
        stops.append(.init(location: t, color: col))
    }
    guard !stops.isEmpty else { throw fail(g, "stops", "a gradient needs at least one stop") }
    guard zip(stops, stops.dropFirst()).allSatisfy({ $0.location <= $1.location }) else {
        throw fail(g, "stops", "stop locations must not decrease")
    }
    return stops
}

private let blendModes = BlendMode.allCases
private let fillRules: [FillRule] = [.nonZero, .evenOdd]

extension DisplayList: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        try only(c, ["width", "height", "background", "ops"])
        width = try c.decode(Int.self, forKey: Key("width"))
        height = try c.decode(Int.self, forKey: Key("height"))
        guard width >= 1, height >= 1 else { throw fail(c, "width", "width and height must be at least 1") }
        guard width <= Canvas.maxDimension, height <= Canvas.maxDimension, width * height <= Canvas.maxPixelCount else {
            throw fail(c, "width", "canvas \(width)×\(height) exceeds the limit of \(Canvas.maxDimension) px per side and \(Canvas.maxPixelCount) px in total")
        }
        background = c.contains(Key("background")) ? try color(c, "background") : .clear
        let decoded = try c.decodeIfPresent([DecodedOps].self, forKey: Key("ops")) ?? []
        ops = decoded.flatMap(\.ops)
        if decoded.contains(where: { $0.ops.count != 1 }) {
            sources = decoded.enumerated().flatMap { i, d in Array(repeating: i, count: d.ops.count) }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(width, forKey: Key("width"))
        try c.encode(height, forKey: Key("height"))
        try c.encode(background.hexString, forKey: Key("background"))
        try c.encode(ops, forKey: Key("ops"))
    }
}

/// One op of the JSON document: usually one `DisplayOp`; a `text` op becomes the glyph runs
/// it shapes to (one per font).
private struct DecodedOps: Decodable {
    let ops: [DisplayOp]
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard try c.decodeIfPresent(String.self, forKey: Key("op")) == "text" else {
            ops = [try DisplayOp(from: decoder)]
            return
        }
        try only(c, ["op", "text", "font", "size", "origin", "paint", "blend"])
        let source = try glyphSource(decoder, c)
        let text = try c.decode(String.self, forKey: Key("text"))
        let font = try c.decode(String.self, forKey: Key("font"))
        let size = try finite(c, "size", default: 17, range: 0...GlyphRun.maxSize)
        let o = try numbers(c, "origin", count: 2)
        let paint = c.contains(Key("paint")) ? try c.decode(PaintCoding.self, forKey: Key("paint")).paint : .solid(.black)
        let blend: BlendMode = try enumValue(c, "blend", default: .sourceOver, blendModes)
        let runs: [GlyphRun]
        do { runs = try source.shape(text: text, font: font, size: size, origin: Point(o[0], o[1])) } catch { throw fail(c, "text", "\(error)") }
        guard runs.allSatisfy({ $0.fits(within: DisplayList.Limits.coordinateLimit) }) else {
            throw fail(c, "origin", "coordinates must be finite and within ±\(Int(DisplayList.Limits.coordinateLimit)) px (with the text's extent)")
        }
        ops = runs.map { .glyphs($0, paint: paint, blend: blend) }
    }
}

private func glyphSource(_ decoder: Decoder, _ c: Keyed) throws -> any GlyphSource {
    guard let box = decoder.userInfo[glyphSourceKey] as? GlyphSourceBox else {
        throw fail(c, "op", "glyph and text ops need fonts: decode with a glyph source (the rowframe CLI provides one)")
    }
    return box.source
}

extension DisplayOp: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let op = try c.decode(String.self, forKey: Key("op"))
        if let fields = DisplayOp.fields[op] { try only(c, fields) }
        switch op {
        case "fill":
            self = .fill(shape: try c.decode(ShapeSpec.self, forKey: Key("path")),
                         paint: try c.decode(PaintCoding.self, forKey: Key("paint")).paint,
                         fillRule: try enumValue(c, "fillRule", default: .nonZero, fillRules),
                         blend: try enumValue(c, "blend", default: .sourceOver, blendModes))
        case "shadow":
            self = .shadow(shape: try c.decode(ShapeSpec.self, forKey: Key("path")),
                           shadow: try DropShadow(from: decoder),
                           fillRule: try enumValue(c, "fillRule", default: .nonZero, fillRules),
                           blend: try enumValue(c, "blend", default: .sourceOver, blendModes))
        case "image":
            let r = try rect(c, "rect")
            let img = try c.decode(ImageCoding.self, forKey: Key("image")).canvas
            self = .image(img, rect: r, opacity: try finite(c, "opacity", default: 1, range: 0...1))
        case "beginLayer":
            self = .beginLayer(LayerStyle(opacity: try finite(c, "opacity", default: 1, range: 0...1),
                                          blend: try enumValue(c, "blend", default: .sourceOver, blendModes),
                                          clip: try c.decodeIfPresent(ShapeSpec.self, forKey: Key("clip")),
                                          clipRule: try enumValue(c, "clipRule", default: .nonZero, fillRules),
                                          brightness: try finite(c, "brightness", default: 0, range: -1...1),
                                          saturation: try finite(c, "saturation", default: 1, range: 0...100),
                                          colorMatrix: try colorMatrix(c),
                                          blur: try finite(c, "blur", default: 0, range: 0...LayerStyle.maxBlur),
                                          shadows: try c.decodeIfPresent([LayerShadowCoding].self, forKey: Key("shadows"))?.map(\.shadow) ?? [],
                                          isMask: try c.decodeIfPresent(Bool.self, forKey: Key("mask")) ?? false))
        case "endLayer":
            self = .endLayer
        case "glyphs":
            let source = try glyphSource(decoder, c)
            let font = try c.decode(String.self, forKey: Key("font"))
            let ids = try c.decode([UInt32].self, forKey: Key("glyphs"))
            let flat = try c.decode([[Double]].self, forKey: Key("positions"))
            guard flat.count == ids.count, flat.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isFinite) }) else {
                throw fail(c, "positions", "expected one [x, y] of finite numbers per glyph (\(ids.count))")
            }
            var glyphs: [Glyph] = []
            for id in ids {
                do { glyphs.append(try source.glyph(font: font, id: id)) } catch { throw fail(c, "glyphs", "\(error)") }
            }
            var transform = AffineTransform.identity
            if c.contains(Key("transform")) {
                let t = try numbers(c, "transform", count: 6)
                transform = AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
            }
            let run = GlyphRun(font: font, size: try finite(c, "size", default: 17, range: 0...GlyphRun.maxSize), glyphs: glyphs,
                               positions: flat.map { Point($0[0], $0[1]) }, transform: transform,
                               text: try c.decodeIfPresent(String.self, forKey: Key("text")))
            self = .glyphs(run, paint: c.contains(Key("paint")) ? try c.decode(PaintCoding.self, forKey: Key("paint")).paint : .solid(.black),
                           blend: try enumValue(c, "blend", default: .sourceOver, blendModes))
        default:
            throw fail(c, "op", "unknown op \(TerminalText.quoted(op)); expected one of: fill, shadow, image, glyphs, text, beginLayer, endLayer")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case let .fill(shape, paint, rule, blend):
            try c.encode("fill", forKey: Key("op"))
            try c.encode(shape, forKey: Key("path"))
            try c.encode(PaintCoding(paint: paint), forKey: Key("paint"))
            if rule != .nonZero { try c.encode(rule.rawValue, forKey: Key("fillRule")) }
            if blend != .sourceOver { try c.encode(blend.rawValue, forKey: Key("blend")) }
        case let .shadow(shape, shadow, rule, blend):
            try c.encode("shadow", forKey: Key("op"))
            try c.encode(shape, forKey: Key("path"))
            try shadow.encodeFields(into: &c)
            if rule != .nonZero { try c.encode(rule.rawValue, forKey: Key("fillRule")) }
            if blend != .sourceOver { try c.encode(blend.rawValue, forKey: Key("blend")) }
        case let .image(img, r, opacity):
            try c.encode("image", forKey: Key("op"))
            try c.encode([r.x, r.y, r.width, r.height], forKey: Key("rect"))
            try c.encode(ImageCoding(canvas: img), forKey: Key("image"))
            if opacity != 1 { try c.encode(opacity, forKey: Key("opacity")) }
        case .beginLayer(let style):
            try c.encode("beginLayer", forKey: Key("op"))
            try c.encode(style.opacity, forKey: Key("opacity"))
            if style.blend != .sourceOver { try c.encode(style.blend.rawValue, forKey: Key("blend")) }
            try c.encodeIfPresent(style.clip, forKey: Key("clip"))
            if style.clipRule != .nonZero { try c.encode(style.clipRule.rawValue, forKey: Key("clipRule")) }
            if style.brightness != 0 { try c.encode(style.brightness, forKey: Key("brightness")) }
            if style.saturation != 1 { try c.encode(style.saturation, forKey: Key("saturation")) }
            if let matrix = style.colorMatrix { try c.encode(matrix.values, forKey: Key("colorMatrix")) }
            if style.blur != 0 { try c.encode(style.blur, forKey: Key("blur")) }
            if !style.shadows.isEmpty { try c.encode(style.shadows, forKey: Key("shadows")) }
            if style.isMask { try c.encode(true, forKey: Key("mask")) }
        case .endLayer:
            try c.encode("endLayer", forKey: Key("op"))
        case let .glyphs(run, paint, blend):
            try c.encode("glyphs", forKey: Key("op"))
            try c.encode(run.font, forKey: Key("font"))
            try c.encode(run.size, forKey: Key("size"))
            try c.encode(run.glyphs.map(\.id), forKey: Key("glyphs"))
            try c.encode(run.positions.map { [$0.x, $0.y] }, forKey: Key("positions"))
            try c.encodeIfPresent(run.text, forKey: Key("text"))
            if !run.transform.isIdentity {
                let t = run.transform
                try c.encode([t.a, t.b, t.c, t.d, t.tx, t.ty], forKey: Key("transform"))
            }
            try c.encode(PaintCoding(paint: paint), forKey: Key("paint"))
            if blend != .sourceOver { try c.encode(blend.rawValue, forKey: Key("blend")) }
        }
    }
}

extension DisplayOp {
    /// The fields each op takes.
    static let fields: [String: [String]] = [
        "fill": ["op", "path", "paint", "fillRule", "blend"],
        "shadow": ["op", "path", "color", "sigma", "offset", "fillRule", "blend"],
        "image": ["op", "rect", "image", "opacity"],
        "beginLayer": ["op", "opacity", "blend", "clip", "clipRule", "brightness", "saturation", "colorMatrix", "blur", "shadows", "mask"],
        "endLayer": ["op"],
        "glyphs": ["op", "font", "size", "glyphs", "positions", "text", "transform", "paint", "blend"],
    ]
}

/// One of a layer's `shadows`: color, sigma and offset only.
private struct LayerShadowCoding: Decodable {
    let shadow: DropShadow
    init(from decoder: Decoder) throws {
        try only(try decoder.container(keyedBy: Key.self), ["color", "sigma", "offset"])
        shadow = try DropShadow(from: decoder)
    }
}

/// A shadow's fields, in a shadow op or in a layer's `shadows`: a color (required: a shadow
/// has no color of its own), sigma (default 0) and offset (default [0, 0]).
extension DropShadow: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let o = c.contains(Key("offset")) ? try numbers(c, "offset", count: 2) : [0, 0]
        guard c.contains(Key("color")) else { throw fail(c, "color", "a shadow needs \"color\" (#RRGGBBAA)") }
        self.init(color: try RowRaster.color(c, "color"),
                  sigma: try finite(c, "sigma", default: 0, range: 0...DropShadow.maxSigma), offset: Point(o[0], o[1]))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try encodeFields(into: &c)
    }

    fileprivate func encodeFields(into c: inout KeyedEncodingContainer<Key>) throws {
        try c.encode(color.hexString, forKey: Key("color"))
        try c.encode(sigma, forKey: Key("sigma"))
        try c.encode([offset.x, offset.y], forKey: Key("offset"))
    }
}

extension ShapeSpec: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let kinds = ["rect", "roundedRect", "circle", "ellipse", "capsule", "svg", "elements"]
        let given = kinds.filter { c.contains(Key($0)) }
        if given.count > 1 { throw fail(c, given[1], "a path is one of \(given.joined(separator: ", ")), not several") }
        if given.isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a path needs one of: rect, roundedRect (+radius, style), circle (+radius), ellipse, capsule, svg, elements"))
        }
        let extra = given.first == "roundedRect" ? ["radius", "style"] : (given.first == "circle" ? ["radius"] : [])
        try only(c, given + extra + ["transform"])
        if c.contains(Key("roundedRect")) {
            let style: CornerStyle = try enumValue(c, "style", default: .continuous, [.circular, .continuous])
            kind = .roundedRect(try rect(c, "roundedRect"), radius: try finite(c, "radius", default: 0, range: 0...1e7), style: style)
        } else if c.contains(Key("rect")) {
            kind = .rect(try rect(c, "rect"))
        } else if c.contains(Key("circle")) {
            let p = try numbers(c, "circle", count: 2)
            guard c.contains(Key("radius")) else { throw fail(c, "radius", "a circle needs \"radius\"") }
            kind = .circle(center: Point(p[0], p[1]), radius: try finite(c, "radius", default: 0, range: 0...1e7))
        } else if c.contains(Key("ellipse")) {
            kind = .ellipse(try rect(c, "ellipse"))
        } else if c.contains(Key("capsule")) {
            kind = .capsule(try rect(c, "capsule"))
        } else if c.contains(Key("svg")) {
            let d = try c.decode(String.self, forKey: Key("svg"))
            do { _ = try SVGPathParser.parse(d) } catch let e as SVGPathError { throw fail(c, "svg", e.message) }
            kind = .svg(d)
        } else if c.contains(Key("elements")) {
            kind = .path(try PathElementsCoding.decode(c))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a path needs one of: rect, roundedRect (+radius, style), circle (+radius), ellipse, capsule, svg, elements"))
        }
        if c.contains(Key("transform")) {
            let t = try numbers(c, "transform", count: 6)
            transform = AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        } else {
            transform = .identity
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        func r(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }
        switch kind {
        case .rect(let x): try c.encode(r(x), forKey: Key("rect"))
        case let .roundedRect(x, radius, style):
            try c.encode(r(x), forKey: Key("roundedRect"))
            try c.encode(radius, forKey: Key("radius"))
            try c.encode(style.rawValue, forKey: Key("style"))
        case let .circle(p, radius):
            try c.encode([p.x, p.y], forKey: Key("circle"))
            try c.encode(radius, forKey: Key("radius"))
        case .ellipse(let x): try c.encode(r(x), forKey: Key("ellipse"))
        case .capsule(let x): try c.encode(r(x), forKey: Key("capsule"))
        case .svg(let d): try c.encode(d, forKey: Key("svg"))
        case .path(let p): try PathElementsCoding.encode(p, into: &c)
        }
        if !transform.isIdentity {
            let t = transform
            try c.encode([t.a, t.b, t.c, t.d, t.tx, t.ty], forKey: Key("transform"))
        }
    }
}

/// Paths as `"elements": [["M",x,y], ["L",x,y], ["Q",cx,cy,x,y], ["C",…], ["E",cx,cy,ux,uy,vx,vy,start,sweep], ["Z"]]`.
private enum PathElementsCoding {
    static func decode(_ c: Keyed) throws -> Path {
        var list = try c.nestedUnkeyedContainer(forKey: Key("elements"))
        var path = Path()
        while !list.isAtEnd {
            var e = try list.nestedUnkeyedContainer()
            let name = try e.decode(String.self)
            var v: [Double] = []
            while !e.isAtEnd { v.append(try e.decode(Double.self)) }
            let need = ["M": 2, "L": 2, "Q": 4, "C": 6, "E": 8, "Z": 0][name]
            guard let n = need else { throw fail(c, "elements", "unknown element \(TerminalText.quoted(name)); expected M, L, Q, C, E or Z") }
            guard v.count == n, v.allSatisfy(\.isFinite) else { throw fail(c, "elements", "element \(TerminalText.quoted(name)) takes \(n) finite numbers") }
            switch name {
            case "M": path.move(to: Point(v[0], v[1]))
            case "L": path.line(to: Point(v[0], v[1]))
            case "Q": path.quad(to: Point(v[2], v[3]), control: Point(v[0], v[1]))
            case "C": path.cubic(to: Point(v[4], v[5]), control1: Point(v[0], v[1]), control2: Point(v[2], v[3]))
            case "E": path.arc(center: Point(v[0], v[1]), u: Point(v[2], v[3]), v: Point(v[4], v[5]), start: v[6], sweep: v[7])
            default: path.close()
            }
        }
        return path
    }

    static func encode(_ p: Path, into c: inout KeyedEncodingContainer<Key>) throws {
        var list = c.nestedUnkeyedContainer(forKey: Key("elements"))
        for e in p.elements {
            var item = list.nestedUnkeyedContainer()
            switch e {
            case .move(let q): try item.encode("M"); try item.encode(q.x); try item.encode(q.y)
            case .line(let q): try item.encode("L"); try item.encode(q.x); try item.encode(q.y)
            case let .quad(k, q): try item.encode("Q"); for x in [k.x, k.y, q.x, q.y] { try item.encode(x) }
            case let .cubic(k1, k2, q): try item.encode("C"); for x in [k1.x, k1.y, k2.x, k2.y, q.x, q.y] { try item.encode(x) }
            case let .arc(ce, u, v, s, w): try item.encode("E"); for x in [ce.x, ce.y, u.x, u.y, v.x, v.y, s, w] { try item.encode(x) }
            case .close: try item.encode("Z")
            }
        }
    }
}

/// `{"color": "#RRGGBBAA"}`, or a gradient with its geometry in pixels, its interpolation
/// space ("oklab" | "device") and its stops `[[t, "#…"], …]`:
/// `{"linearGradient": {"start": [x,y], "end": [x,y], …}}`,
/// `{"radialGradient": {"center": [x,y], "startRadius": r0, "endRadius": r1, "verticalScale": k (optional, 1: circles), …}}`,
/// `{"angularGradient": {"center": [x,y], "startAngle": a0, "endAngle": a1, …}}` (radians);
/// a mesh has no stops: `{"meshGradient": {"width": w, "height": h, "points": [[x,y], …],
/// "colors": ["#…", …], "background": "#…", "smooth": true, "space": "device"}}` (w · h points
/// and colors, row by row; at most `MeshGradient.maxVertices`).
private struct PaintCoding: Codable {
    let paint: Paint
    init(paint: Paint) { self.paint = paint }

    private static let kinds = ["color", "linearGradient", "radialGradient", "angularGradient", "meshGradient"]

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard let kind = Self.kinds.first(where: { c.contains(Key($0)) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a paint needs one of: \(Self.kinds.joined(separator: ", "))"))
        }
        try only(c, [kind])
        if kind == "color" { paint = .solid(try color(c, "color")); return }
        let g = try c.nestedContainer(keyedBy: Key.self, forKey: Key(kind))
        if kind == "meshGradient" { paint = .meshGradient(try Self.mesh(g)); return }
        func stopsAndSpace(_ geometry: [String]) throws -> ([GradientStop], GradientSpace) {
            try only(g, geometry + ["stops", "space"])
            return (try gradientStops(g), try enumValue(g, "space", default: .oklab, [.oklab, .device]))
        }
        switch kind {
        case "linearGradient":
            let (stops, space) = try stopsAndSpace(["start", "end"])
            let s = try numbers(g, "start", count: 2), e = try numbers(g, "end", count: 2)
            paint = .linearGradient(LinearGradient(start: Point(s[0], s[1]), end: Point(e[0], e[1]), stops: stops, space: space))
        case "radialGradient":
            let (stops, space) = try stopsAndSpace(["center", "startRadius", "endRadius", "verticalScale"])
            let center = try numbers(g, "center", count: 2)
            paint = .radialGradient(RadialGradient(center: Point(center[0], center[1]),
                                                   startRadius: try finite(g, "startRadius", default: 0, range: 0...1e9),
                                                   endRadius: try finite(g, "endRadius", default: 0, range: 0...1e9), stops: stops, space: space,
                                                   verticalScale: try finite(g, "verticalScale", default: 1, range: 1e-6...1e6)))
        default:
            let (stops, space) = try stopsAndSpace(["center", "startAngle", "endAngle"])
            let center = try numbers(g, "center", count: 2)
            paint = .angularGradient(AngularGradient(center: Point(center[0], center[1]),
                                                     startAngle: try finite(g, "startAngle", default: 0, range: -1e6...1e6),
                                                     endAngle: try finite(g, "endAngle", default: 0, range: -1e6...1e6), stops: stops, space: space))
        }
    }

    private static func mesh(_ g: Keyed) throws -> MeshGradient {
        try only(g, ["width", "height", "points", "colors", "background", "smooth", "space"])
        let width = try g.decode(Int.self, forKey: Key("width")), height = try g.decode(Int.self, forKey: Key("height"))
        guard width >= 2, height >= 2, width <= MeshGradient.maxVertices / 2, height <= MeshGradient.maxVertices / 2,
              width * height <= MeshGradient.maxVertices else {
            throw fail(g, "width", "a mesh needs 2…\(MeshGradient.maxVertices) vertices, at least 2 per side")
        }
        let points = try g.decode([[Double]].self, forKey: Key("points"))
        guard points.count == width * height, points.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isFinite) }) else {
            throw fail(g, "points", "expected \(width * height) points of two finite numbers")
        }
        let hexes = try g.decode([String].self, forKey: Key("colors"))
        guard hexes.count == width * height else { throw fail(g, "colors", "expected \(width * height) colors, found \(hexes.count)") }
        let colors = try hexes.map { hex in
            guard let col = RGBA(hex: hex) else { throw fail(g, "colors", "invalid color \(TerminalText.quoted(hex)): expected #RRGGBB or #RRGGBBAA") }
            return col
        }
        let background = g.contains(Key("background")) ? try color(g, "background") : .clear
        return MeshGradient(width: width, height: height, points: points.map { Point($0[0], $0[1]) }, colors: colors, background: background,
                            smooth: try g.decodeIfPresent(Bool.self, forKey: Key("smooth")) ?? true,
                            space: try enumValue(g, "space", default: .device, [.oklab, .device]))
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        func gradient(_ kind: String, _ stops: [GradientStop], _ space: GradientSpace,
                      _ geometry: (inout KeyedEncodingContainer<Key>) throws -> Void) throws {
            var n = c.nestedContainer(keyedBy: Key.self, forKey: Key(kind))
            try geometry(&n)
            try n.encode(space.rawValue, forKey: Key("space"))
            var list = n.nestedUnkeyedContainer(forKey: Key("stops"))
            for s in stops {
                var item = list.nestedUnkeyedContainer()
                try item.encode(s.location); try item.encode(s.color.hexString)
            }
        }
        switch paint {
        case .solid(let col): try c.encode(col.hexString, forKey: Key("color"))
        case .linearGradient(let g):
            try gradient("linearGradient", g.stops, g.space) {
                try $0.encode([g.start.x, g.start.y], forKey: Key("start")); try $0.encode([g.end.x, g.end.y], forKey: Key("end"))
            }
        case .radialGradient(let g):
            try gradient("radialGradient", g.stops, g.space) {
                try $0.encode([g.center.x, g.center.y], forKey: Key("center"))
                try $0.encode(g.startRadius, forKey: Key("startRadius")); try $0.encode(g.endRadius, forKey: Key("endRadius"))
                if g.verticalScale != 1 { try $0.encode(g.verticalScale, forKey: Key("verticalScale")) }
            }
        case .angularGradient(let g):
            try gradient("angularGradient", g.stops, g.space) {
                try $0.encode([g.center.x, g.center.y], forKey: Key("center"))
                try $0.encode(g.startAngle, forKey: Key("startAngle")); try $0.encode(g.endAngle, forKey: Key("endAngle"))
            }
        case .meshGradient(let g):
            var n = c.nestedContainer(keyedBy: Key.self, forKey: Key("meshGradient"))
            try n.encode(g.width, forKey: Key("width")); try n.encode(g.height, forKey: Key("height"))
            try n.encode(g.points.map { [$0.x, $0.y] }, forKey: Key("points"))
            try n.encode(g.colors.map(\.hexString), forKey: Key("colors"))
            try n.encode(g.background.hexString, forKey: Key("background"))
            try n.encode(g.smooth, forKey: Key("smooth")); try n.encode(g.space.rawValue, forKey: Key("space"))
        }
    }
}

/// `{"width": W, "height": H, "rgba": "<base64 of straight RGBA8>"}`.
private struct ImageCoding: Codable {
    let canvas: Canvas
    init(canvas: Canvas) { self.canvas = canvas }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        try only(c, ["width", "height", "rgba"])
        let w = try c.decode(Int.self, forKey: Key("width")), h = try c.decode(Int.self, forKey: Key("height"))
        guard w >= 1, h >= 1, w <= 4096, h <= 4096 else { throw fail(c, "width", "image size must be 1…4096 px per side") }
        let s = try c.decode(String.self, forKey: Key("rgba"))
        guard let data = Data(base64Encoded: s), data.count == w * h * 4 else {
            throw fail(c, "rgba", "expected base64 of \(w * h * 4) bytes of straight RGBA8")
        }
        canvas = try data.withUnsafeBytes { try Canvas(width: w, height: h, straightRGBA: $0) }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(canvas.width, forKey: Key("width"))
        try c.encode(canvas.height, forKey: Key("height"))
        try c.encode(Data(canvas.straightRGBA).base64EncodedString(), forKey: Key("rgba"))
    }
}
