#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RowJPEG
import RowRaster

/// Runs a page's content stream (ISO 32000-1 §8): paths, fills and strokes in gray, RGB and
/// CMYK colors, transparency from `gs`, clipping, form XObjects, and axial and radial shadings
/// (by `sh` and as shading patterns). Text and images are named in the image's `undrawn`.
struct PDFPainter {
    let reader: PDFReader
    var builder: VectorImageBuilder
    static let maxFormDepth = 16

    init(reader: PDFReader, builder: VectorImageBuilder) { self.reader = reader; self.builder = builder }

    /// A color space's number of components and how they become RGB.
    enum Space: Equatable {
        case gray, rgb, cmyk, pattern
        var components: Int { switch self { case .gray: 1; case .rgb: 3; case .cmyk: 4; case .pattern: 0 } }
        func color(_ v: [Double]) -> RGBA {
            guard v.count >= components else { return RGBA(red: 0, green: 0, blue: 0) }
            return color(SIMD4(v.count > 0 ? v[0] : 0, v.count > 1 ? v[1] : 0, v.count > 2 ? v[2] : 0, v.count > 3 ? v[3] : 0))
        }
        /// The color of up to four components (unused lanes ignored), clamped to 0…1.
        func color(_ v: SIMD4<Double>) -> RGBA {
            let c = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
            switch self {
            case .gray: return RGBA(red: c.x, green: c.x, blue: c.x)
            case .rgb: return RGBA(red: c.x, green: c.y, blue: c.z)
            case .cmyk: return RGBA(red: (1 - c.x) * (1 - c.w), green: (1 - c.y) * (1 - c.w), blue: (1 - c.z) * (1 - c.w))
            case .pattern: return RGBA(red: 0, green: 0, blue: 0)
            }
        }
    }

    struct State {
        var ctm: AffineTransform
        var fill = Paint.solid(RGBA(red: 0, green: 0, blue: 0)), stroke = Paint.solid(RGBA(red: 0, green: 0, blue: 0))
        var fillSpace = Space.gray, strokeSpace = Space.gray
        var fillAlpha = 1.0, strokeAlpha = 1.0
        var blend = BlendMode.sourceOver
        var line = StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 10)
        /// Clip groups opened since this state was saved (closed by `Q`).
        var groups = 0
    }

    /// Runs `content` with `resources` from the graphics state `initial` (whose transform maps
    /// its space into the image's).
    mutating func run(_ content: [UInt8], resources: [String: PDFObject], state initial: State, depth: Int) throws {
        var lexer = PDFLexer(content[...])
        var stack: [State] = [], state = initial
        state.groups = 0
        let base = initial.ctm
        var operands: [PDFObject] = []
        var path = Path(), pendingClip: FillRule?
        var current = Point(0, 0)
        func nums(_ n: Int) -> [Double]? {
            guard operands.count >= n else { return nil }
            let v = operands.suffix(n).compactMap(\.number)
            return v.count == n ? v : nil
        }
        func point(_ x: Double, _ y: Double) -> Point { state.ctm.apply(Point(x, y)) }
        func next() throws -> PDFObject? {
            do { return try lexer.object(references: false) } catch var e as PDFSyntaxError { e.inContent = true; throw e }
        }
        while let token = try next() {
            guard case .keyword(let op) = token else { operands.append(token); if operands.count > 64 { operands.removeFirst() }; continue }
            defer { operands.removeAll(keepingCapacity: true) }
            switch op {
            case "q": stack.append(state); state.groups = 0
            case "Q":
                for _ in 0..<state.groups { try builder.add(.endGroup) }
                if let saved = stack.popLast() { state = saved }
            case "cm":
                if let v = nums(6) { state.ctm = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]).concatenating(state.ctm) }
            case "w": if let v = nums(1) { state.line.width = v[0] }
            case "J": if let v = nums(1) { state.line.cap = [.butt, .round, .square][min(2, max(0, Int(v[0])))] }
            case "j": if let v = nums(1) { state.line.join = [.miter, .round, .bevel][min(2, max(0, Int(v[0])))] }
            case "M": if let v = nums(1) { state.line.miterLimit = v[0] }
            case "d":
                if operands.count >= 2, let a = operands[operands.count - 2].array, let phase = operands.last?.number {
                    let dash = a.compactMap(\.number)
                    state.line.dash = dash.contains { $0 > 0 } ? (dash.count % 2 == 1 ? dash + dash : dash) : []
                    state.line.dashPhase = phase
                }
            case "gs":
                guard let key = operands.last?.name else { break }
                let g = reader.dictionary(reader.dictionary(resources["ExtGState"])[key])
                if let ca = reader.resolve(g["ca"])?.number { state.fillAlpha = ca }
                if let ca = reader.resolve(g["CA"])?.number { state.strokeAlpha = ca }
                if let lw = reader.resolve(g["LW"])?.number { state.line.width = lw }
                if let bm = reader.resolve(g["BM"]) { state.blend = Self.blendMode(bm.name ?? bm.array?.first?.name) }
                if let lc = reader.resolve(g["LC"])?.number { state.line.cap = [.butt, .round, .square][min(2, max(0, Int(lc)))] }
                if let lj = reader.resolve(g["LJ"])?.number { state.line.join = [.miter, .round, .bevel][min(2, max(0, Int(lj)))] }
                if let ml = reader.resolve(g["ML"])?.number { state.line.miterLimit = ml }
                if let mask = reader.resolve(g["SMask"])?.dictionary, let group = try softMask(mask, state: state, depth: depth) {
                    try builder.add(.beginGroup(VectorImage.Group(mask: group)))
                    state.groups += 1
                }
            case "m": if let v = nums(2) { current = point(v[0], v[1]); path.move(to: current) }
            case "l": if let v = nums(2) { current = point(v[0], v[1]); path.line(to: current) }
            case "c": if let v = nums(6) { current = point(v[4], v[5]); path.cubic(to: current, control1: point(v[0], v[1]), control2: point(v[2], v[3])) }
            case "v": if let v = nums(4) { let c1 = current; current = point(v[2], v[3]); path.cubic(to: current, control1: c1, control2: point(v[0], v[1])) }
            case "y": if let v = nums(4) { current = point(v[2], v[3]); path.cubic(to: current, control1: point(v[0], v[1]), control2: current) }
            case "h": path.close()
            case "re":
                if let v = nums(4) {
                    path.move(to: point(v[0], v[1])); path.line(to: point(v[0] + v[2], v[1]))
                    path.line(to: point(v[0] + v[2], v[1] + v[3])); path.line(to: point(v[0], v[1] + v[3])); path.close()
                    current = point(v[0], v[1])
                }
            case "W": pendingClip = .nonZero
            case "W*": pendingClip = .evenOdd
            case "f", "F", "f*", "B", "B*", "b", "b*", "S", "s", "n":
                if op == "b" || op == "b*" || op == "s" { path.close() }
                if !path.isEmpty {
                    // A blend mode other than normal composites each painting op on its own.
                    let blended = state.blend != .sourceOver && op != "n"
                    if blended { try builder.add(.beginGroup(VectorImage.Group(blend: state.blend))) }
                    if op != "S" && op != "s" && op != "n" {
                        try builder.add(.fill(path, state.fill.faded(state.fillAlpha), op.hasSuffix("*") ? .evenOdd : .nonZero))
                    }
                    if op == "S" || op == "s" || op.hasPrefix("B") || op.hasPrefix("b") {
                        var line = state.line
                        let s = state.ctm.meanScale
                        line.width = max(line.width, 0) * s
                        line.dash = line.dash.map { $0 * s }; line.dashPhase *= s
                        if line.width == 0 { line.width = 0.1 }   // PDF's thinnest line
                        try builder.add(.stroke(path, state.stroke.faded(state.strokeAlpha), line))
                    }
                    if blended { try builder.add(.endGroup) }
                    if let rule = pendingClip {
                        var group = VectorImage.Group(clip: path)
                        group.clipRule = rule
                        try builder.add(.beginGroup(group))
                        state.groups += 1
                    }
                }
                pendingClip = nil
                path = Path()
            case "g", "G", "rg", "RG", "k", "K":
                let space: Space = op.lowercased() == "g" ? .gray : op.lowercased() == "rg" ? .rgb : .cmyk
                guard let v = nums(space.components) else { break }
                if op == op.lowercased() { state.fillSpace = space; state.fill = .solid(space.color(v)) }
                else { state.strokeSpace = space; state.stroke = .solid(space.color(v)) }
            case "cs", "CS":
                let space = colorSpace(operands.last, resources: resources)
                let black = Paint.solid(space.color(Array(repeating: space == .cmyk ? 0 : 0, count: space.components).enumerated().map { $0.offset == 3 ? 1 : $0.element }))
                if op == "cs" { state.fillSpace = space; state.fill = black } else { state.strokeSpace = space; state.stroke = black }
            case "sc", "SC", "scn", "SCN":
                let fill = op == op.lowercased()
                let space = fill ? state.fillSpace : state.strokeSpace
                if space == .pattern {
                    guard let key = operands.last?.name else { break }
                    let paint = pattern(key, resources: resources, base: base)
                    if fill { state.fill = paint ?? state.fill } else { state.stroke = paint ?? state.stroke }
                } else if let v = nums(space.components) {
                    if fill { state.fill = .solid(space.color(v)) } else { state.stroke = .solid(space.color(v)) }
                }
            case "sh":
                guard let key = operands.last?.name, let paint = shading(reader.dictionary(resources["Shading"])[key], transform: state.ctm) else { break }
                // A shading fills the current clip; the clip groups around it cut it.
                try builder.add(.fill(Path(rect: Rect(x: -1e4, y: -1e4, width: 2e4, height: 2e4)), paint.faded(state.fillAlpha), .nonZero))
            case "Do":
                guard let key = operands.last?.name, case .stream(let d, let raw)? = reader.resolve(reader.dictionary(resources["XObject"])[key]) else { break }
                if d["Subtype"]?.name == "Image" { try image(d, raw, state: state); break }
                guard d["Subtype"]?.name == "Form", depth < Self.maxFormDepth else { break }
                let m = reader.resolve(d["Matrix"])?.array?.compactMap { reader.resolve($0)?.number } ?? []
                let matrix = m.count == 6 ? AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]) : .identity
                let transform = matrix.concatenating(state.ctm)
                // A transparency group is composited at the alpha in effect, its content
                // drawn from alpha 1; other forms draw in the current state.
                var inner = state
                let transparency = reader.resolve(reader.dictionary(d["Group"])["S"])?.name == "Transparency"
                var group = VectorImage.Group()
                group.blend = state.blend
                inner.blend = .sourceOver
                if transparency { group.opacity = state.fillAlpha; inner.fillAlpha = 1; inner.strokeAlpha = 1 }
                inner.ctm = transform
                if let b = reader.resolve(d["BBox"])?.array?.compactMap({ reader.resolve($0)?.number }), b.count == 4 {
                    group.clip = Path(rect: Rect(x: min(b[0], b[2]), y: min(b[1], b[3]), width: abs(b[2] - b[0]), height: abs(b[3] - b[1]))).transformed(by: transform)
                }
                let resources = d["Resources"] == nil ? resources : reader.dictionary(d["Resources"])
                try builder.add(.beginGroup(group))
                try run(try reader.decode(d, raw), resources: resources, state: inner, depth: depth + 1)
                try builder.add(.endGroup)
            case "BT": builder.skip("text")
            case "BI":
                builder.skip("embedded bitmaps")
                // Skip the inline image's data up to its `EI`.
                let marker = Array("EI".utf8)
                while lexer.at + 2 <= lexer.bytes.endIndex, !(lexer.bytes[lexer.at...].starts(with: marker)
                        && PDFLexer.isSpace(lexer.bytes[max(lexer.bytes.startIndex, lexer.at - 1)])) { lexer.at += 1 }
                lexer.at += 2
            default: break
            }
        }
        for _ in 0..<(state.groups + stack.reduce(0) { $0 + $1.groups }) { try builder.add(.endGroup) }
    }

    /// The most pixels an embedded image may have (checked before it is decoded).
    static let maxImagePixels = 16_000_000

    /// An image XObject drawn in the unit square the transform maps (axis-aligned: a rotated
    /// or sheared image, a stencil mask or fewer than 8 bits per component is named in
    /// `undrawn` instead).
    private mutating func image(_ d: [String: PDFObject], _ raw: ArraySlice<UInt8>, state: State) throws {
        let t = state.ctm
        guard abs(t.b) < 1e-9, abs(t.c) < 1e-9 else { builder.skip("rotated embedded bitmaps"); return }
        guard let canvas = try bitmap(d, raw) else { return }
        let p0 = t.apply(Point(0, 0)), p1 = t.apply(Point(1, 1))
        // The image's first row is the unit square's top (y = 1 in its space).
        let flipped = canvas.flipped(vertically: p1.y > p0.y, horizontally: p1.x < p0.x)
        let rect = Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
        let faded = state.fillAlpha < 1
        if faded { try builder.add(.beginGroup(VectorImage.Group(opacity: state.fillAlpha))) }
        try builder.add(.bitmap(flipped, rect))
        if faded { try builder.add(.endGroup) }
    }

    /// An image XObject's pixels (8 bits per component, gray, RGB, CMYK or indexed, or a JPEG,
    /// with its `SMask` as alpha), or nil when it is of a kind not drawn.
    private mutating func bitmap(_ d: [String: PDFObject], _ raw: ArraySlice<UInt8>) throws -> Canvas? {
        guard let w = reader.resolve(d["Width"])?.number.map(Int.init), let h = reader.resolve(d["Height"])?.number.map(Int.init),
              w > 0, h > 0, w <= Canvas.maxDimension, h <= Canvas.maxDimension, w * h <= Self.maxImagePixels else {
            builder.skip("embedded bitmaps of no or too large a size"); return nil
        }
        if reader.resolve(d["ImageMask"]) == .bool(true) { builder.skip("stencil masks"); return nil }
        guard Int(reader.resolve(d["BitsPerComponent"])?.number ?? 8) == 8 else { builder.skip("embedded bitmaps of 1, 2, 4 or 16 bits"); return nil }
        let filters = (reader.resolve(d["Filter"])?.array ?? [reader.resolve(d["Filter"]) ?? .null]).compactMap(\.name)
        var alpha: [UInt8]? = nil
        if case .stream(let md, let mraw)? = reader.resolve(d["SMask"]), reader.resolve(md["Width"])?.number.map(Int.init) == w,
           reader.resolve(md["Height"])?.number.map(Int.init) == h, let a = try? reader.decode(md, mraw), a.count >= w * h {
            alpha = a
        }
        if filters == ["DCTDecode"] || filters == ["DCT"] {
            guard let jpeg = try? JPEG.decode(Array(raw), upright: false), jpeg.width == w, jpeg.height == h else {
                builder.skip("undecodable JPEG images"); return nil
            }
            guard let alpha else { return jpeg }
            var rgba = jpeg.straightRGBA
            for i in 0..<(w * h) { rgba[i * 4 + 3] = alpha[i] }
            return try rgba.withUnsafeBytes { try Canvas(width: w, height: h, straightRGBA: $0) }
        }
        guard filters.allSatisfy({ $0 == "FlateDecode" || $0 == "Fl" }) else { builder.skip("compressed embedded bitmaps other than Flate and JPEG"); return nil }
        let samples = try reader.decode(d, raw)
        // The color space, or an indexed one's base and palette.
        var space = Space.rgb, palette: [UInt8]? = nil
        if case .array(let a)? = reader.resolve(d["ColorSpace"]), a.first?.name == "Indexed", a.count >= 4 {
            space = self.space(of: a[1])
            switch reader.resolve(a[3]) {
            case .string(let bytes)?: palette = bytes
            case .stream(let sd, let sraw)?: palette = try reader.decode(sd, sraw)
            default: return nil
            }
        } else {
            space = self.space(of: d["ColorSpace"])
        }
        let n = palette == nil ? space.components : 1
        guard n > 0, samples.count >= w * h * n else { builder.skip("embedded bitmaps shorter than their size"); return nil }
        var rgba = [UInt8](repeating: 255, count: w * h * 4)
        // The components of a pixel: from the palette, or from the samples.
        let source = palette ?? samples, width = space.components
        for i in 0..<(w * h) {
            let k = palette == nil ? i * n : Int(samples[i]) * width
            var v = SIMD4<Double>.zero
            if k + width <= source.count { for j in 0..<width { v[j] = Double(source[k + j]) / 255 } }
            let c = space.color(v)
            rgba[i * 4] = UInt8((c.red * 255).rounded()); rgba[i * 4 + 1] = UInt8((c.green * 255).rounded()); rgba[i * 4 + 2] = UInt8((c.blue * 255).rounded())
            if let alpha { rgba[i * 4 + 3] = alpha[i] }
        }
        return try rgba.withUnsafeBytes { try Canvas(width: w, height: h, straightRGBA: $0) }
    }

    /// A soft mask (`/SMask` of an ExtGState): its group form drawn from the initial graphics
    /// state at the current transform, as a luminosity or alpha mask.
    private mutating func softMask(_ mask: [String: PDFObject], state: State, depth: Int) throws -> VectorImage.Mask? {
        guard depth < Self.maxFormDepth, case .stream(let d, let raw)? = reader.resolve(mask["G"]) else { return nil }
        let m = reader.resolve(d["Matrix"])?.array?.compactMap { reader.resolve($0)?.number } ?? []
        let matrix = m.count == 6 ? AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]) : .identity
        var painter = PDFPainter(reader: reader, builder: VectorImageBuilder(name: builder.name))
        let resources = reader.dictionary(d["Resources"])
        try painter.run(try reader.decode(d, raw), resources: resources, state: State(ctm: matrix.concatenating(state.ctm)), depth: depth + 1)
        for u in painter.builder.undrawn { builder.skip(u) }
        return VectorImage.Mask(items: painter.builder.items, luminosity: reader.resolve(mask["S"])?.name != "Alpha")
    }

    /// A PDF blend mode name (`/Multiply`) as RowRaster's; Normal, Compatible and unknown
    /// names are source-over.
    static func blendMode(_ name: String?) -> BlendMode {
        guard let name, let first = name.first else { return .sourceOver }
        return BlendMode(rawValue: first.lowercased() + name.dropFirst()).flatMap { $0 == .plusLighter || $0 == .plusDarker || $0 == .sourceAtop
            || $0 == .destinationOver || $0 == .destinationOut ? nil : $0 } ?? .sourceOver
    }

    private func colorSpace(_ value: PDFObject?, resources: [String: PDFObject]) -> Space {
        guard let name = value?.name else { return .gray }
        switch name {
        case "DeviceGray", "G", "CalGray": return .gray
        case "DeviceRGB", "RGB", "CalRGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .pattern
        default:
            return space(of: reader.dictionary(resources["ColorSpace"])[name])
        }
    }

    /// A color space object: a family name, or an array such as `[/ICCBased stream]`.
    private func space(of value: PDFObject?) -> Space {
        switch reader.resolve(value) {
        case .name(let n)?: return n == "DeviceRGB" || n == "CalRGB" ? .rgb : n == "DeviceCMYK" ? .cmyk : n == "Pattern" ? .pattern : .gray
        case .array(let a)?:
            switch a.first?.name {
            case "ICCBased":
                let n = reader.dictionary(a.count > 1 ? a[1] : nil)["N"]?.number ?? 3
                return n == 1 ? .gray : n == 4 ? .cmyk : .rgb
            case "CalRGB", "Lab": return .rgb
            case "Pattern": return .pattern
            case "Indexed", "Separation", "DeviceN": return a.count > 1 ? space(of: a[a.first?.name == "Indexed" ? 1 : 2]) : .gray
            default: return space(of: a.first)
            }
        default: return .gray
        }
    }

    /// A shading pattern's paint (its matrix maps pattern space into the page's, `base`).
    private mutating func pattern(_ key: String, resources: [String: PDFObject], base: AffineTransform) -> Paint? {
        guard let p = reader.resolve(reader.dictionary(resources["Pattern"])[key])?.dictionary else { return nil }
        guard reader.resolve(p["PatternType"])?.number == 2 else { builder.skip("tiling patterns"); return nil }
        let m = reader.resolve(p["Matrix"])?.array?.compactMap { reader.resolve($0)?.number } ?? []
        let matrix = m.count == 6 ? AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]) : .identity
        return shading(p["Shading"], transform: matrix.concatenating(base))
    }

    /// An axial (type 2) or radial (type 3) shading as a gradient paint in image units, its
    /// function sampled into stops.
    private mutating func shading(_ value: PDFObject?, transform: AffineTransform) -> Paint? {
        let s = reader.dictionary(value)
        let type = reader.resolve(s["ShadingType"])?.number ?? 0
        guard type == 2 || type == 3 else { builder.skip("mesh and function shadings"); return nil }
        let coords = reader.resolve(s["Coords"])?.array?.compactMap { reader.resolve($0)?.number } ?? []
        guard coords.count == (type == 2 ? 4 : 6) else { return nil }
        let space = space(of: s["ColorSpace"])
        let domain = reader.resolve(s["Domain"])?.array?.compactMap(\.number) ?? [0, 1]
        let t0 = domain.first ?? 0, t1 = domain.count > 1 ? domain[1] : 1
        var stops: [GradientStop] = []
        for i in 0...32 {
            let f = Double(i) / 32
            guard let v = evaluate(s["Function"], at: t0 + (t1 - t0) * f, depth: 0) else { builder.skip("shading functions that do not evaluate"); return nil }
            stops.append(GradientStop(location: f, color: space.color(v)))
        }
        if type == 2 {
            let (a, b) = transform.mapGradient(start: Point(coords[0], coords[1]), end: Point(coords[2], coords[3]))
            return .linearGradient(LinearGradient(start: a, end: b, stops: stops, space: .device))
        }
        // Concentric circles (the common case); a moving centre is drawn from the outer one's.
        return .radialGradient(RadialGradient(center: transform.apply(Point(coords[3], coords[4])), startRadius: coords[2] * transform.meanScale,
                                              endRadius: coords[5] * transform.meanScale, stops: stops, space: .device))
    }

    /// A type 0 (sampled), 2 (exponential), 3 (stitching) or 4 (PostScript calculator)
    /// function of one input, or an array of them (one per component).
    private func evaluate(_ value: PDFObject?, at t: Double, depth: Int) -> [Double]? {
        guard depth < 8, let f = reader.resolve(value) else { return nil }
        if let list = f.array {
            let parts = list.map { evaluate($0, at: t, depth: depth + 1)?.first }
            return parts.allSatisfy { $0 != nil } ? parts.compactMap { $0 } : nil
        }
        guard let d = f.dictionary else { return nil }
        let domain = reader.resolve(d["Domain"])?.array?.compactMap(\.number) ?? [0, 1]
        let x = min(max(t, domain.first ?? 0), domain.count > 1 ? domain[1] : 1)
        switch reader.resolve(d["FunctionType"])?.number {
        case 2:
            let c0 = reader.resolve(d["C0"])?.array?.compactMap(\.number) ?? [0]
            let c1 = reader.resolve(d["C1"])?.array?.compactMap(\.number) ?? [1]
            let n = reader.resolve(d["N"])?.number ?? 1
            let k = x <= 0 ? 0 : (n == 1 ? x : exp(n * log(x)))
            return zip(c0, c1).map { $0 + k * ($1 - $0) }
        case 3:
            let functions = reader.resolve(d["Functions"])?.array ?? []
            let bounds = reader.resolve(d["Bounds"])?.array?.compactMap(\.number) ?? []
            let encode = reader.resolve(d["Encode"])?.array?.compactMap(\.number) ?? []
            guard !functions.isEmpty, bounds.count == functions.count - 1, encode.count >= 2 * functions.count else { return nil }
            let i = bounds.firstIndex { x < $0 } ?? functions.count - 1
            let lo = i == 0 ? (domain.first ?? 0) : bounds[i - 1], hi = i == bounds.count ? (domain.count > 1 ? domain[1] : 1) : bounds[i]
            let e = hi > lo ? encode[2 * i] + (x - lo) / (hi - lo) * (encode[2 * i + 1] - encode[2 * i]) : encode[2 * i]
            return evaluate(functions[i], at: e, depth: depth + 1)
        case 0:
            return sampled(f, d, at: x)
        case 4:
            guard case .stream(_, let raw) = f, let source = try? reader.decode(d, raw), let program = PDFCalculator(source),
                  let out = program.evaluate([x]) else { return nil }
            let range = reader.resolve(d["Range"])?.array?.compactMap(\.number) ?? []
            var clamped = out
            for i in clamped.indices where range.count > 2 * i + 1 { clamped[i] = min(max(clamped[i], range[2 * i]), range[2 * i + 1]) }
            return clamped
        default:
            return nil
        }
    }

    /// A type 0 (sampled) function of one input, linearly interpolated between its samples.
    private func sampled(_ f: PDFObject, _ d: [String: PDFObject], at x: Double) -> [Double]? {
        guard case .stream(_, let raw) = f, let data = try? reader.decode(d, raw) else { return nil }
        let size = reader.resolve(d["Size"])?.array?.compactMap(\.number) ?? []
        let bits = Int(reader.resolve(d["BitsPerSample"])?.number ?? 8)
        let range = reader.resolve(d["Range"])?.array?.compactMap(\.number) ?? []
        guard size.count == 1, let count = Int(exactly: size[0]), count >= 1, count <= 1 << 16, [8, 16].contains(bits), range.count >= 2 else { return nil }
        let outputs = range.count / 2, bytes = bits / 8
        guard data.count >= count * outputs * bytes else { return nil }
        let domain = reader.resolve(d["Domain"])?.array?.compactMap(\.number) ?? [0, 1]
        let encode = reader.resolve(d["Encode"])?.array?.compactMap(\.number) ?? [0, Double(count - 1)]
        let decode = reader.resolve(d["Decode"])?.array?.compactMap(\.number) ?? range
        let d0 = domain.first ?? 0, d1 = domain.count > 1 ? domain[1] : 1
        let e = encode.count >= 2 ? encode[0] + (d1 > d0 ? (x - d0) / (d1 - d0) : 0) * (encode[1] - encode[0]) : 0
        let position = min(max(e, 0), Double(count - 1))
        let i = min(Int(position), count - 1), j = min(i + 1, count - 1), t = position - Double(i)
        func sample(_ index: Int, _ k: Int) -> Double {
            let at = (index * outputs + k) * bytes
            let raw = bytes == 1 ? Double(data[at]) : Double(Int(data[at]) << 8 | Int(data[at + 1]))
            let lo = decode.count > 2 * k + 1 ? decode[2 * k] : 0, hi = decode.count > 2 * k + 1 ? decode[2 * k + 1] : 1
            return lo + raw / Double((1 << bits) - 1) * (hi - lo)
        }
        return (0..<outputs).map { k in sample(i, k) * (1 - t) + sample(j, k) * t }
    }
}
