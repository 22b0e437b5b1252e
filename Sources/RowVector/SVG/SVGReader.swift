import RowJPEG
import RowPNG
import RowRaster

/// Reads an SVG document into a `VectorImage`: `svg`, `g`, `a`, `use`/`symbol`, `path`, `rect`,
/// `circle`, `ellipse`, `line`, `polyline`, `polygon`; fills and strokes by attribute, `style`
/// and `<style>` sheets; linear and radial gradients; `clip-path`; `opacity`; transforms. Text,
/// embedded bitmaps, filters, masks and patterns are not drawn and are named in `undrawn`.
struct SVGReader {
    private let root: XMLElement
    private let name: String
    private var ids: [String: XMLElement] = [:]
    private var sheet = SVGStyleSheet()
    /// Reading an SF Symbols template: its browser-preview rule (`.SFSymbolsPreviewWireframe`,
    /// an outline) is left out, and a `-sfsymbols-clear-behind` layer erases what is under it.
    private var symbolTemplate = false
    /// The size of the root viewport in user units, for percentages.
    private var viewport = (width: 0.0, height: 0.0)
    static let maxUseDepth = 16

    init(_ bytes: [UInt8], name: String) throws {
        root = try XMLReader.parse(bytes, name: name)
        self.name = name
        guard Self.local(root.name) == "svg" else { throw VectorImageError(name, "the root element is <\(root.name)>, not <svg>") }
        index(root)
    }

    private mutating func index(_ e: XMLElement) {
        if let id = e.attributes["id"], ids[id] == nil { ids[id] = e }
        if Self.local(e.name) == "style" { sheet.add(e.text) }
        for c in e.children { index(c) }
    }

    /// An element's name without the `svg:` prefix some editors write.
    private static func local(_ name: String) -> String { name.hasPrefix("svg:") ? String(name.dropFirst(4)) : name }

    func image() throws -> VectorImage {
        let box = SVGValue.numbers(root.attributes["viewBox"] ?? "")
        let w = length(root.attributes["width"]), h = length(root.attributes["height"])
        let viewBox = box.count == 4 && box[2] > 0 && box[3] > 0 ? Rect(x: box[0], y: box[1], width: box[2], height: box[3]) : nil
        let width = w ?? viewBox?.width ?? 0, height = h ?? viewBox?.height ?? 0
        guard width > 0, height > 0, width.isFinite, height.isFinite, width < 1e5, height < 1e5 else {
            throw VectorImageError(name, "no size: the <svg> element needs width and height or a viewBox")
        }
        var reader = self
        reader.viewport = (viewBox?.width ?? width, viewBox?.height ?? height)
        var builder = VectorImageBuilder(name: name)
        let fit = viewBox.map { Self.fit($0, into: Rect(x: 0, y: 0, width: width, height: height), root.attributes["preserveAspectRatio"]) } ?? .identity
        let opacity = reader.declared(root)["opacity"].flatMap(SVGValue.fraction) ?? 1
        if opacity < 1 { try builder.add(.beginGroup(VectorImage.Group(opacity: opacity))) }
        try reader.children(of: root, style: SVGStyle().applying(reader.declared(root)), transform: fit, into: &builder, depth: 0)
        if opacity < 1 { try builder.add(.endGroup) }
        if sheet.unsupported { builder.skip("CSS selectors other than .class, #id and element names") }
        return VectorImage(width: width, height: height, items: builder.items, undrawn: builder.undrawn)
    }

    /// A root width or height (a percentage means the viewBox's).
    private func length(_ s: String?) -> Double? {
        guard let s, !SVGValue.isPercent(s), let v = SVGValue.number(s), v > 0 else { return nil }
        return v
    }

    /// Maps a viewBox onto a viewport as `preserveAspectRatio` says (default `xMidYMid meet`).
    static func fit(_ box: Rect, into port: Rect, _ aspect: String?) -> AffineTransform {
        var sx = port.width / box.width, sy = port.height / box.height
        let mode = aspect ?? "xMidYMid meet"
        if !mode.hasPrefix("none") {
            let s = mode.contains("slice") ? max(sx, sy) : min(sx, sy)
            sx = s; sy = s
        }
        let align = { (key: String, free: Double) -> Double in mode.contains(key + "Min") ? 0 : mode.contains(key + "Max") ? free : free / 2 }
        let dx = port.x + align("x", port.width - box.width * sx), dy = port.y + align("Y", port.height - box.height * sy)
        return AffineTransform.translation(-box.x, -box.y).concatenating(.scale(sx, sy)).concatenating(.translation(dx, dy))
    }

    /// This reader as an SF Symbols template's.
    func readingSymbolTemplate() -> SVGReader {
        var reader = self
        reader.symbolTemplate = true
        reader.sheet.rules.removeAll { $0.selector.classes.contains("SFSymbolsPreviewWireframe") }
        return reader
    }

    /// The items of the element with `id` in its own coordinates (its own and its ancestors'
    /// transforms left out), with what it does not draw; nil when there is no such element.
    func items(ofElement id: String) throws -> (items: [VectorImage.Item], undrawn: [String])? {
        guard let element = ids[id] else { return nil }
        var reader = self
        var builder = VectorImageBuilder(name: name)
        try reader.children(of: element, style: SVGStyle().applying(declared(element)), transform: .identity, into: &builder, depth: 1)
        return (builder.items, builder.undrawn)
    }

    /// The `x1`/`y1` of a `<line>` with `id` (a symbol template's guides), if there is one.
    func guide(_ id: String) -> (x: Double, y: Double)? {
        guard let line = ids[id], Self.local(line.name) == "line" else { return nil }
        return (SVGValue.number(line.attributes["x1"] ?? "0") ?? 0, SVGValue.number(line.attributes["y1"] ?? "0") ?? 0)
    }

    /// The element with `id`.
    func element(_ id: String) -> XMLElement? { ids[id] }

    /// The ids of the groups directly inside the group with `id`.
    func groupIDs(in id: String) -> [String] {
        (ids[id]?.children ?? []).filter { Self.local($0.name) == "g" }.compactMap { $0.attributes["id"] }
    }

    /// Presentation attributes, then the style sheet's rules, then the `style` attribute.
    private func declared(_ e: XMLElement) -> [String: String] {
        var d: [String: String] = [:]
        for (k, v) in e.attributes where SVGStyle.names.contains(k) { d[k] = v.trimmingSpaces }
        for (k, v) in sheet.declarations(for: e) { d[k] = v }
        if let style = e.attributes["style"] { for (k, v) in SVGValue.declarations(Substring(style)) { d[k] = v } }
        return d
    }

    private mutating func children(of e: XMLElement, style: SVGStyle, transform: AffineTransform, into b: inout VectorImageBuilder, depth: Int) throws {
        for c in e.children { try draw(c, parent: style, transform: transform, into: &b, depth: depth) }
    }

    private mutating func draw(_ e: XMLElement, parent: SVGStyle, transform outer: AffineTransform, into b: inout VectorImageBuilder, depth: Int) throws {
        let d = declared(e)
        if d["display"] == "none" { return }
        let kind = Self.local(e.name)
        switch kind {
        case "defs", "style", "title", "desc", "metadata", "clipPath", "mask", "linearGradient", "radialGradient", "pattern",
             "filter", "symbol", "marker", "font", "font-face": return
        case "text": b.skip("text"); return
        default: break
        }
        if kind.contains(":") || kind == "foreignObject" { return }   // an editor's own elements
        let transform = SVGValue.transform(d["transform"] ?? "").concatenating(outer)
        let style = parent.applying(d)
        let clearsBehind = symbolTemplate && d["-sfsymbols-clear-behind"] == "true"
        let opacity = clearsBehind ? 1 : d["opacity"].flatMap(SVGValue.fraction) ?? 1
        let clip = try d["clip-path"].flatMap { try clipPath($0, transform: transform, into: &b) }
        let mask = try d["mask"].flatMap { try self.mask($0, transform: transform, into: &b, depth: depth) }
        let blend = clearsBehind ? .destinationOut : d["mix-blend-mode"].map(Self.blendMode) ?? .sourceOver
        var group = VectorImage.Group(opacity: opacity, blend: blend, clip: clip?.path, mask: mask)
        group.clipRule = clip?.rule ?? .nonZero
        if let filter = d["filter"], filter != "none" {
            switch self.filter(filter, transform: transform) {
            case .effect(let shadows, let blur): group.shadows = shadows; group.blur = blur
            case .shadowOnly: b.skip("shadow-only filters"); return
            case .unsupported: b.skip("filters")
            }
        }
        let grouped = opacity < 1 || clip != nil || mask != nil || blend != .sourceOver || !group.shadows.isEmpty || group.blur > 0
        if grouped { try b.add(.beginGroup(group)) }
        try content(of: e, kind: kind, style: style, transform: transform, into: &b, depth: depth)
        if grouped { try b.add(.endGroup) }
    }

    /// What an element draws inside its group.
    private mutating func content(of e: XMLElement, kind: String, style: SVGStyle, transform outer: AffineTransform, into b: inout VectorImageBuilder, depth: Int) throws {
        var transform = outer
        switch kind {
        case "switch":
            // The first child the reader can draw (conditional attributes are not evaluated).
            if let first = e.children.first(where: { !["desc", "title", "metadata", "foreignObject"].contains(Self.local($0.name)) }) {
                try draw(first, parent: style, transform: transform, into: &b, depth: depth + 1)
            }
        case "svg", "g", "a":
            if kind == "svg", depth > 0 {
                let x = number(e, "x") ?? 0, y = number(e, "y") ?? 0
                let w = number(e, "width") ?? viewport.width, h = number(e, "height") ?? viewport.height
                let box = SVGValue.numbers(e.attributes["viewBox"] ?? "")
                if box.count == 4, box[2] > 0, box[3] > 0 {
                    transform = Self.fit(Rect(x: box[0], y: box[1], width: box[2], height: box[3]), into: Rect(x: x, y: y, width: w, height: h),
                                         e.attributes["preserveAspectRatio"]).concatenating(transform)
                } else { transform = AffineTransform.translation(x, y).concatenating(transform) }
            }
            try children(of: e, style: style, transform: transform, into: &b, depth: depth + 1)
        case "image":
            try image(e, transform: transform, into: &b)
        case "use":
            guard depth < Self.maxUseDepth * 8, let target = reference(e) else { return }
            let moved = AffineTransform.translation(number(e, "x") ?? 0, number(e, "y") ?? 0).concatenating(transform)
            if Self.local(target.name) == "symbol" {
                var inner = moved
                let box = SVGValue.numbers(target.attributes["viewBox"] ?? "")
                if box.count == 4, box[2] > 0, box[3] > 0 {
                    let port = Rect(x: 0, y: 0, width: number(e, "width") ?? box[2], height: number(e, "height") ?? box[3])
                    inner = Self.fit(Rect(x: box[0], y: box[1], width: box[2], height: box[3]), into: port, target.attributes["preserveAspectRatio"]).concatenating(moved)
                }
                try children(of: target, style: style.applying(declared(target)), transform: inner, into: &b, depth: depth + 8)
            } else {
                try draw(target, parent: style, transform: moved, into: &b, depth: depth + 8)
            }
        default:
            guard let shape = try shape(e, kind: kind), style.visible else { return }
            try paint(shape, style: style, transform: transform, into: &b)
        }
    }

    private func number(_ e: XMLElement, _ key: String) -> Double? {
        guard let s = e.attributes[key], let v = SVGValue.number(s) else { return nil }
        guard SVGValue.isPercent(s) else { return v }
        let span = key.hasPrefix("x") || key == "width" || key == "rx" || key == "cx" ? viewport.width
            : key.hasPrefix("y") || key == "height" || key == "ry" || key == "cy" ? viewport.height
            : ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        return v / 100 * span
    }

    private func reference(_ e: XMLElement) -> XMLElement? {
        guard var href = e.attributes["href"] ?? e.attributes["xlink:href"], href.hasPrefix("#") else { return nil }
        href.removeFirst()
        return ids[href]
    }

    /// A basic shape or path in its element's own coordinates (nil: nothing to draw).
    private func shape(_ e: XMLElement, kind: String) throws -> Path? {
        var p = Path()
        switch kind {
        case "path":
            guard let data = e.attributes["d"], !data.trimmingSpaces.isEmpty else { return nil }
            do { p = try SVGPathParser.parse(data) } catch let error as SVGPathError {
                throw VectorImageError(name, "<path id=\"\(e.attributes["id"] ?? "")\"> d: \(error.message)")
            }
        case "rect":
            let w = number(e, "width") ?? 0, h = number(e, "height") ?? 0
            guard w > 0, h > 0 else { return nil }
            var rx = number(e, "rx"), ry = number(e, "ry")
            if rx == nil { rx = ry }; if ry == nil { ry = rx }
            let r = Rect(x: number(e, "x") ?? 0, y: number(e, "y") ?? 0, width: w, height: h)
            p = Path(roundedRect: r, radiusX: min(rx ?? 0, w / 2), radiusY: min(ry ?? 0, h / 2), style: .circular)
        case "circle":
            guard let r = number(e, "r"), r > 0 else { return nil }
            p = Path(circleCenter: Point(number(e, "cx") ?? 0, number(e, "cy") ?? 0), radius: r)
        case "ellipse":
            guard let rx = number(e, "rx"), let ry = number(e, "ry"), rx > 0, ry > 0 else { return nil }
            let cx = number(e, "cx") ?? 0, cy = number(e, "cy") ?? 0
            p = Path(ellipseIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            p.move(to: Point(number(e, "x1") ?? 0, number(e, "y1") ?? 0))
            p.line(to: Point(number(e, "x2") ?? 0, number(e, "y2") ?? 0))
        case "polyline", "polygon":
            let v = SVGValue.numbers(e.attributes["points"] ?? "")
            guard v.count >= 4 else { return nil }
            p.move(to: Point(v[0], v[1]))
            for i in stride(from: 2, to: v.count - 1, by: 2) { p.line(to: Point(v[i], v[i + 1])) }
            if kind == "polygon" { p.close() }
        default:
            return nil
        }
        return p.isFinite ? p : nil
    }

    private mutating func paint(_ local: Path, style: SVGStyle, transform: AffineTransform, into b: inout VectorImageBuilder) throws {
        let path = local.transformed(by: transform)
        if let fill = try resolve(style.resolved(style.fill), opacity: style.fillOpacity, shape: local, transform: transform, into: &b) {
            try b.add(.fill(path, fill, style.fillRule))
        }
        if style.strokeWidth > 0,
           let stroke = try resolve(style.resolved(style.stroke), opacity: style.strokeOpacity, shape: local, transform: transform, into: &b) {
            let s = transform.meanScale
            let dash = style.dash.allSatisfy { $0 >= 0 } && style.dash.contains { $0 > 0 } ? style.dash.map { $0 * s } : []
            try b.add(.stroke(path, stroke, StrokeStyle(width: style.strokeWidth * s, cap: style.cap, join: style.join,
                                                        miterLimit: style.miterLimit, dash: dash.count % 2 == 1 ? dash + dash : dash,
                                                        dashPhase: style.dashOffset * s)))
        }
    }

    /// A paint in image units (nil: none).
    private func resolve(_ paint: SVGPaint, opacity: Double, shape: Path, transform: AffineTransform, into b: inout VectorImageBuilder) throws -> Paint? {
        switch paint {
        case .none, .currentColor: return nil
        case .color(var c):
            c.alpha *= opacity
            return c.alpha > 0 ? .solid(c) : nil
        case let .reference(id, fallback):
            guard let g = ids[id], ["linearGradient", "radialGradient"].contains(Self.local(g.name)) else {
                if ids[id] != nil { b.skip("pattern fills") }
                return try resolve(fallback, opacity: opacity, shape: shape, transform: transform, into: &b)
            }
            return gradient(g, opacity: opacity, shape: shape, transform: transform)
        }
    }

    /// A gradient's attribute, or that of the gradient it inherits from (`href`).
    private func inherited(_ g: XMLElement, _ key: String, depth: Int = 0) -> String? {
        if let v = g.attributes[key] { return v }
        guard depth < Self.maxUseDepth, let parent = reference(g) else { return nil }
        return inherited(parent, key, depth: depth + 1)
    }

    private func stops(_ g: XMLElement, depth: Int = 0) -> [GradientStop] {
        let own = g.children.filter { Self.local($0.name) == "stop" }
        if own.isEmpty, depth < Self.maxUseDepth, let parent = reference(g) { return stops(parent, depth: depth + 1) }
        var last = 0.0
        return own.map { s in
            let d = declared(s)
            last = max(last, s.attributes["offset"].flatMap(SVGValue.fraction) ?? 0)
            var color = SVGValue.color(d["stop-color"] ?? "black", current: nil) ?? RGBA(red: 0, green: 0, blue: 0)
            color.alpha *= d["stop-opacity"].flatMap(SVGValue.fraction) ?? 1
            return GradientStop(location: last, color: color)
        }
    }

    private func gradient(_ g: XMLElement, opacity: Double, shape: Path, transform: AffineTransform) -> Paint? {
        var stops = stops(g)
        for i in stops.indices { stops[i].color.alpha *= opacity }
        guard let first = stops.first else { return nil }
        if stops.count == 1 { return .solid(first.color) }
        // Gradient space → the shape's space (its bounding box, by default) → image units.
        var space = SVGValue.transform(inherited(g, "gradientTransform") ?? "")
        let boxUnits = inherited(g, "gradientUnits") != "userSpaceOnUse"
        if boxUnits {
            let box = shape.controlBounds
            guard box.width > 0 || box.height > 0 else { return nil }
            space = space.concatenating(AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.x, ty: box.y))
        }
        space = space.concatenating(transform)
        func coordinate(_ key: String, _ fallback: Double, span: Double) -> Double {
            guard let s = inherited(g, key), let v = SVGValue.number(s) else { return fallback }
            return SVGValue.isPercent(s) ? v / 100 * (boxUnits ? 1 : span) : v
        }
        let w = viewport.width, h = viewport.height, diagonal = ((w * w + h * h) / 2).squareRoot()
        if Self.local(g.name) == "linearGradient" {
            let start = Point(coordinate("x1", 0, span: w), coordinate("y1", 0, span: h))
            let end = Point(coordinate("x2", boxUnits ? 1 : w, span: w), coordinate("y2", 0, span: h))
            let (s, e) = space.mapGradient(start: start, end: end)
            return .linearGradient(LinearGradient(start: s, end: e, stops: stops, space: .device))
        }
        let c = Point(coordinate("cx", boxUnits ? 0.5 : w / 2, span: w), coordinate("cy", boxUnits ? 0.5 : h / 2, span: h))
        let r = coordinate("r", boxUnits ? 0.5 : diagonal / 2, span: diagonal)
        return .radialGradient(RadialGradient(center: space.apply(c), startRadius: 0, endRadius: r * space.meanScale, stops: stops, space: .device))
    }

    /// What a filter does, as far as layers can say it.
    enum FilterEffect { case effect(shadows: [DropShadow], blur: Double), shadowOnly, unsupported }

    /// A `filter: url(#id)` that blurs the element (one `feGaussianBlur` of SourceGraphic) or
    /// casts drop shadows under it — the recipe Figma and Sketch export: SourceAlpha offset
    /// (`feOffset`), blurred (`feGaussianBlur`), colored (`feColorMatrix` or `feFlood` +
    /// `feComposite in`), then blended or merged under SourceGraphic. A spread (`feMorphology`)
    /// is not drawn; inner shadows and other primitives are unsupported. A recipe that never
    /// puts SourceGraphic back draws only a shadow, which layers cannot say.
    private func filter(_ value: String, transform: AffineTransform) -> FilterEffect {
        guard case .reference(let id, _)? = SVGValue.paint(value), let f = ids[id], Self.local(f.name) == "filter" else { return .unsupported }
        let k = transform.meanScale
        let primitives = f.children.filter { Self.local($0.name).hasPrefix("fe") }
        func number(_ e: XMLElement, _ key: String) -> Double { SVGValue.numbers(e.attributes[key] ?? "").first ?? 0 }
        if primitives.count == 1, Self.local(primitives[0].name) == "feGaussianBlur", (primitives[0].attributes["in"] ?? "SourceGraphic") == "SourceGraphic" {
            return .effect(shadows: [], blur: number(primitives[0], "stdDeviation") * k)
        }
        var shadows: [DropShadow] = [], source = false
        var offset = Point(0, 0), sigma = 0.0, color: RGBA?, started = false
        for p in primitives {
            let a = p.attributes
            switch Self.local(p.name) {
            case "feOffset":
                offset = transform.applyLinear(Point(number(p, "dx"), number(p, "dy"))); started = true
            case "feGaussianBlur":
                if a["in"] == "SourceGraphic" { return .unsupported }
                sigma = number(p, "stdDeviation") * k; started = true
            case "feMorphology":
                started = true
            case "feColorMatrix":
                let v = SVGValue.numbers(a["values"] ?? "")
                if started, a["in"] != "SourceAlpha", v.count == 20 {
                    color = RGBA(red: min(1, max(0, v[4])), green: min(1, max(0, v[9])), blue: min(1, max(0, v[14])), alpha: min(1, max(0, v[18])))
                }
            case "feFlood":
                let d = declared(p)
                if started, let c = SVGValue.color(d["flood-color"] ?? "black", current: nil) {
                    color = c.withAlpha(c.alpha * (d["flood-opacity"].flatMap(SVGValue.fraction) ?? 1))
                }
            case "feComposite":
                if a["operator"] == "arithmetic" { return .unsupported }   // an inner shadow
            case "feBlend", "feMerge":
                let inputs = Self.local(p.name) == "feMerge" ? p.children.compactMap { $0.attributes["in"] } : [a["in"], a["in2"]].compactMap { $0 }
                if inputs.contains("SourceGraphic") { source = true }
                if started, let c = color {
                    shadows.append(DropShadow(color: c, sigma: sigma, offset: offset))
                    offset = Point(0, 0); sigma = 0; color = nil; started = false
                }
            default:
                return .unsupported
            }
        }
        if started, let c = color { shadows.append(DropShadow(color: c, sigma: sigma, offset: offset)) }
        if !source { return shadows.isEmpty ? .unsupported : .shadowOnly }
        return .effect(shadows: shadows, blur: 0)
    }

    /// An `<image>` holding a PNG or a JPEG as a data URL, fitted in its box as
    /// `preserveAspectRatio` says (a linked file or a rotated image is named in `undrawn` instead).
    private func image(_ e: XMLElement, transform: AffineTransform, into b: inout VectorImageBuilder) throws {
        guard let href = e.attributes["href"] ?? e.attributes["xlink:href"], href.hasPrefix("data:") else { b.skip("linked images"); return }
        let png = href.hasPrefix("data:image/png"), jpeg = href.hasPrefix("data:image/jpeg") || href.hasPrefix("data:image/jpg")
        guard png || jpeg, let comma = href.firstIndex(of: ","), let data = Self.base64(href[href.index(after: comma)...]),
              let canvas = png ? try? PNG.decode(data).canvas : try? JPEG.decode(data) else {
            b.skip("undecodable embedded bitmaps and formats other than PNG and JPEG"); return
        }
        guard abs(transform.b) < 1e-9, abs(transform.c) < 1e-9 else { b.skip("rotated embedded bitmaps"); return }
        let natural = Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        let box = Rect(x: number(e, "x") ?? 0, y: number(e, "y") ?? 0, width: number(e, "width") ?? natural.width, height: number(e, "height") ?? natural.height)
        guard box.width > 0, box.height > 0 else { return }
        let placed = Self.fit(natural, into: box, e.attributes["preserveAspectRatio"]).concatenating(transform)
        let p0 = placed.apply(Point(0, 0)), p1 = placed.apply(Point(natural.width, natural.height))
        try b.add(.bitmap(canvas.flipped(vertically: p1.y < p0.y, horizontally: p1.x < p0.x),
                          Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))))
    }

    /// Base64 text (whitespace ignored) as bytes; nil for any other character.
    static func base64(_ text: Substring) -> [UInt8]? {
        var out: [UInt8] = [], acc: UInt32 = 0, bits = 0
        out.reserveCapacity(text.utf8.count * 3 / 4)
        for c in text.utf8 {
            let v: UInt32
            switch c {
            case 65...90: v = UInt32(c - 65)
            case 97...122: v = UInt32(c - 71)
            case 48...57: v = UInt32(c + 4)
            case 43, 45: v = 62        // + (and URL-safe -)
            case 47, 95: v = 63        // / (and URL-safe _)
            case 61, 32, 9, 10, 13: continue
            default: return nil
            }
            acc = acc << 6 | v; bits += 6
            if bits >= 8 { bits -= 8; out.append(UInt8(truncatingIfNeeded: acc >> UInt32(bits))) }
        }
        return out
    }

    /// A CSS `mix-blend-mode` (`multiply`, `color-dodge`, …) as RowRaster's; `normal` and
    /// unknown values are source-over.
    static func blendMode(_ value: String) -> BlendMode {
        let words = value.trimmingSpaces.split(separator: "-")
        let camel = words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        return BlendMode(rawValue: camel).flatMap { [.sourceOver, .plusLighter, .plusDarker, .sourceAtop, .destinationOver, .destinationOut].contains($0) ? nil : $0 } ?? .sourceOver
    }

    /// A `clip-path: url(#id)` as one path in image units, with its rule.
    private func clipPath(_ value: String, transform: AffineTransform, into b: inout VectorImageBuilder) throws -> (path: Path, rule: FillRule)? {
        guard case .reference(let id, _)? = SVGValue.paint(value), let clip = ids[id], Self.local(clip.name) == "clipPath" else { return nil }
        var path = Path(), rule = FillRule.nonZero
        let inner = SVGValue.transform(clip.attributes["transform"] ?? "").concatenating(transform)
        for c in clip.children {
            let kind = Self.local(c.name)
            let target = kind == "use" ? reference(c) : c
            guard let target, let local = try shape(target, kind: Self.local(target.name)) else { continue }
            let d = declared(target)
            if d["clip-rule"] == "evenodd" { rule = .evenOdd }
            path.append(local.transformed(by: SVGValue.transform(d["transform"] ?? "").concatenating(inner)))
        }
        return (path, rule)
    }

    /// A `mask: url(#id)`: its content drawn where the masked element stands (luminance, or
    /// alpha for `mask-type: alpha`).
    private mutating func mask(_ value: String, transform: AffineTransform, into b: inout VectorImageBuilder, depth: Int) throws -> VectorImage.Mask? {
        guard case .reference(let id, _)? = SVGValue.paint(value), let m = ids[id], Self.local(m.name) == "mask", depth < Self.maxUseDepth * 8 else { return nil }
        var inner = VectorImageBuilder(name: name)
        let d = declared(m)
        try children(of: m, style: SVGStyle().applying(d), transform: transform, into: &inner, depth: depth + 8)
        for u in inner.undrawn { b.skip(u) }
        return VectorImage.Mask(items: inner.items, luminosity: d["mask-type"] != "alpha")
    }
}
