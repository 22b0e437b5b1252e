import RowRaster

/// A PDF file's objects, found by scanning for `n g obj` (so a damaged or missing cross-
/// reference table does not matter; a later definition replaces an earlier one, as incremental
/// updates do) and inside object streams; and its first page as a `VectorImage`.
struct PDFReader {
    let bytes: [UInt8]
    let name: String
    private var offsets: [Int: Int] = [:]
    private var packed: [Int: PDFObject] = [:]
    private var trailers: [[String: PDFObject]] = []
    /// The most bytes one stream may inflate to, and all of them together.
    static let maxStreamBytes = 64 << 20

    init(_ bytes: [UInt8], name: String) throws {
        self.bytes = bytes; self.name = name
        scan()
        try unpackObjectStreams()
    }

    func fail(_ problem: String) -> VectorImageError { VectorImageError(name, problem) }

    private mutating func scan() {
        let obj = Array("obj".utf8), trailer = Array("trailer".utf8)
        var i = 0
        while i + 3 <= bytes.count {
            if bytes[i] == UInt8(ascii: "o"), bytes[i..<(i + 3)].elementsEqual(obj),
               i + 3 == bytes.count || PDFLexer.isSpace(bytes[i + 3]) || PDFLexer.isDelimiter(bytes[i + 3]),
               let number = objectNumber(before: i) {
                offsets[number] = i + 3
            } else if bytes[i] == UInt8(ascii: "t"), bytes[i...].starts(with: trailer) {
                var lexer = PDFLexer(bytes[...], at: i + trailer.count)
                if let d = (try? lexer.object())??.dictionary { trailers.append(d) }
            }
            i += 1
        }
    }

    /// `n g` just before an `obj` keyword at `end`.
    private func objectNumber(before end: Int) -> Int? {
        var i = end - 1
        func digits() -> Int? {
            while i >= 0, PDFLexer.isSpace(bytes[i]) { i -= 1 }
            let last = i
            while i >= 0, (48...57).contains(bytes[i]) { i -= 1 }
            guard i < last, last - i < 12 else { return nil }
            return Int(String(decoding: bytes[(i + 1)...last], as: UTF8.self))
        }
        guard end > 0, PDFLexer.isSpace(bytes[end - 1]), digits() != nil, let n = digits() else { return nil }
        return i < 0 || PDFLexer.isSpace(bytes[i]) || PDFLexer.isDelimiter(bytes[i]) ? n : nil
    }

    /// Objects stored compressed inside `/Type /ObjStm` streams (PDF 1.5).
    private mutating func unpackObjectStreams() throws {
        // In file order, so a later definition wins (incremental updates) and every run picks
        // the same one.
        for offset in offsets.values.sorted() {
            guard case .stream(let d, _)? = try? parse(at: offset), d["Type"]?.name == "ObjStm" || d["Type"]?.name == "XRef" else { continue }
            if d["Type"]?.name == "XRef" { trailers.append(d); continue }
            guard let first = d["First"]?.number, let count = d["N"]?.number, let data = try? decoded(at: offset) else { continue }
            var lexer = PDFLexer(data[...])
            var pairs: [(Int, Int)] = []
            for _ in 0..<min(Int(count), 100_000) {
                guard let n = try lexer.object(references: false)?.number, let o = try lexer.object(references: false)?.number else { break }
                pairs.append((Int(n), Int(o)))
            }
            for (n, o) in pairs where offsets[n] == nil {
                let start = Int(first) + o
                guard start >= 0, start < data.count else { continue }
                var l = PDFLexer(data[...], at: start)
                if let value = try? l.object() { packed[n] = value }
            }
        }
    }

    /// The object defined at a byte offset (just after its `obj` keyword).
    private func parse(at offset: Int) throws -> PDFObject {
        var lexer = PDFLexer(bytes[...], at: offset)
        guard let value = try lexer.object() else { throw fail("object at byte \(offset) is empty") }
        guard let dict = value.dictionary else { return value }
        var look = lexer
        guard case .keyword("stream")? = try? look.object() else { return value }
        var start = look.at
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        // The stream's /Length, if `endstream` follows it; otherwise up to the next `endstream`.
        let marker = Array("endstream".utf8)
        var end = start
        if let length = resolve(dict["Length"])?.number, length >= 0, start + Int(length) <= bytes.count,
           bytes[(start + Int(length))...].drop(while: PDFLexer.isSpace).starts(with: marker) {
            end = start + Int(length)
        } else {
            while end + marker.count <= bytes.count, !bytes[end...].starts(with: marker) { end += 1 }
        }
        return .stream(dict, bytes[start..<min(end, bytes.count)])
    }

    /// Object `n`, or null.
    func object(_ n: Int) -> PDFObject {
        if let o = offsets[n], let value = try? parse(at: o) { return value }
        return packed[n] ?? .null
    }

    /// A value with references followed (a few levels, so a cycle ends).
    func resolve(_ value: PDFObject?) -> PDFObject? {
        var v = value
        for _ in 0..<8 { guard case .reference(let n)? = v else { return v }; v = object(n) }
        return nil
    }

    func dictionary(_ value: PDFObject?) -> [String: PDFObject] { resolve(value)?.dictionary ?? [:] }

    private func decoded(at offset: Int) throws -> [UInt8] {
        guard case .stream(let d, let raw) = try parse(at: offset) else { return [] }
        return try decode(d, raw)
    }

    /// A stream's bytes with its filters undone (FlateDecode; other filters are an error).
    func decode(_ dict: [String: PDFObject], _ raw: ArraySlice<UInt8>) throws -> [UInt8] {
        let filters: [PDFObject]
        switch resolve(dict["Filter"]) {
        case .name(let n)?: filters = [.name(n)]
        case .array(let a)?: filters = a
        default: filters = []
        }
        var data = Array(raw)
        for f in filters {
            switch f.name {
            case "FlateDecode", "Fl":
                guard let out = Inflate.bytes(data, limit: Self.maxStreamBytes) else {
                    throw fail("a FlateDecode stream does not inflate (or is over \(Self.maxStreamBytes >> 20) MiB)")
                }
                data = try unpredicted(out, dictionary(dict["DecodeParms"]))
            default:
                throw fail("a stream filter \(f.name ?? "?") is not supported (only FlateDecode)")
            }
        }
        return data
    }

    /// Flate data with its PNG predictors (Predictor ≥ 10: a filter byte per row) undone.
    private func unpredicted(_ data: [UInt8], _ parms: [String: PDFObject]) throws -> [UInt8] {
        let predictor = Int(parms["Predictor"]?.number ?? 1)
        guard predictor >= 10 else {
            if predictor > 1 { throw fail("a stream with the TIFF predictor is not supported") }
            return data
        }
        let colors = Int(parms["Colors"]?.number ?? 1), bits = Int(parms["BitsPerComponent"]?.number ?? 8), columns = Int(parms["Columns"]?.number ?? 1)
        guard (1...4).contains(colors), [1, 2, 4, 8, 16].contains(bits), (1...100_000).contains(columns) else { throw fail("a stream's predictor parameters are out of range") }
        let bpp = max(1, colors * bits / 8), row = (colors * bits * columns + 7) / 8
        var out: [UInt8] = [], previous = [UInt8](repeating: 0, count: row)
        out.reserveCapacity(data.count)
        var at = 0
        while at + 1 + row <= data.count {
            let type = data[at]
            var line = Array(data[(at + 1)...(at + row)])
            for i in 0..<row {
                let left = i >= bpp ? Int(line[i - bpp]) : 0, up = Int(previous[i]), corner = i >= bpp ? Int(previous[i - bpp]) : 0
                let predicted: Int
                switch type {
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - corner, pa = abs(p - left), pb = abs(p - up), pc = abs(p - corner)
                    predicted = pa <= pb && pa <= pc ? left : (pb <= pc ? up : corner)
                default: predicted = 0
                }
                line[i] = UInt8(truncatingIfNeeded: Int(line[i]) + predicted)
            }
            out += line; previous = line; at += 1 + row
        }
        return out
    }

    /// The file's first page, drawn.
    func firstPage() throws -> VectorImage {
        guard let page = firstPageDictionary() else { throw fail("no page") }
        var inherited = page, pages = page
        for _ in 0..<32 {
            guard let parent = resolve(pages["Parent"])?.dictionary else { break }
            for key in ["MediaBox", "CropBox", "Resources"] where inherited[key] == nil { inherited[key] = parent[key] }
            pages = parent
        }
        let box = (resolve(inherited["CropBox"])?.array ?? resolve(inherited["MediaBox"])?.array)?.compactMap { resolve($0)?.number } ?? []
        guard box.count == 4 else { throw fail("the page has no MediaBox") }
        let x0 = min(box[0], box[2]), y0 = min(box[1], box[3]), w = abs(box[2] - box[0]), h = abs(box[3] - box[1])
        guard w > 0, h > 0, w < 1e5, h < 1e5 else { throw fail("the page's box is empty or too large (\(w) × \(h))") }
        var content: [UInt8] = []
        let parts: [PDFObject] = resolve(page["Contents"])?.array ?? [page["Contents"] ?? .null]
        for part in parts {
            guard case .stream(let d, let raw)? = resolve(part) else { continue }
            content += try decode(d, raw) + [10]
        }
        // PDF space has y up from the box's bottom left; an image's has y down from its top left.
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -x0, ty: y0 + h)
        var painter = PDFPainter(reader: self, builder: VectorImageBuilder(name: name))
        try painter.run(content, resources: dictionary(inherited["Resources"]), state: PDFPainter.State(ctm: flip), depth: 0)
        return VectorImage(width: w, height: h, items: painter.builder.items, undrawn: painter.builder.undrawn)
    }

    /// The first page by the document's page tree, or failing that the first page object.
    private func firstPageDictionary() -> [String: PDFObject]? {
        for trailer in trailers.reversed() {
            var node = dictionary(dictionary(trailer["Root"])["Pages"])
            for _ in 0..<32 {
                if node["Type"]?.name == "Page" { return node }
                guard let kids = resolve(node["Kids"])?.array, let first = kids.first else { break }
                node = dictionary(first)
            }
        }
        for n in Set(offsets.keys).union(packed.keys).sorted() {
            if let d = object(n).dictionary, d["Type"]?.name == "Page" { return d }
        }
        return nil
    }
}
