/// A PDF object (ISO 32000-1 §7.3). Streams keep their dictionary and their raw bytes.
indirect enum PDFObject: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case reference(Int)
    case stream([String: PDFObject], ArraySlice<UInt8>)
    /// A bare word: an operator in a content stream.
    case keyword(String)

    var number: Double? { if case .number(let v) = self { return v }; return nil }
    var name: String? { if case .name(let v) = self { return v }; return nil }
    var array: [PDFObject]? { if case .array(let v) = self { return v }; return nil }
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d), .stream(let d, _): return d
        default: return nil
        }
    }
}

/// Reads PDF's tokens and objects from bytes (in a file or a content stream).
struct PDFLexer {
    let bytes: ArraySlice<UInt8>
    var at: Int
    static let maxDepth = 64

    init(_ bytes: ArraySlice<UInt8>, at: Int? = nil) { self.bytes = bytes; self.at = at ?? bytes.startIndex }

    static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 10 || c == 13 || c == 9 || c == 12 || c == 0 }
    static func isDelimiter(_ c: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(c) }

    mutating func skipSpace() {
        while at < bytes.endIndex {
            let c = bytes[at]
            if Self.isSpace(c) { at += 1 }
            else if c == UInt8(ascii: "%") { while at < bytes.endIndex, bytes[at] != 10, bytes[at] != 13 { at += 1 } }
            else { return }
        }
    }

    var atEnd: Bool { mutating get { skipSpace(); return at >= bytes.endIndex } }

    /// The next object; `nil` at the end. References (`n g R`) are recognised in files only.
    mutating func object(references: Bool = true, depth: Int = 0) throws -> PDFObject? {
        guard depth < Self.maxDepth else { throw PDFSyntaxError(at: at, "objects nested deeper than \(Self.maxDepth)") }
        skipSpace()
        guard at < bytes.endIndex else { return nil }
        let c = bytes[at]
        switch c {
        case UInt8(ascii: "/"):
            at += 1
            return .name(word(decodingHex: true))
        case UInt8(ascii: "("):
            return .string(try literalString())
        case UInt8(ascii: "<"):
            if at + 1 < bytes.endIndex, bytes[at + 1] == UInt8(ascii: "<") {
                at += 2
                var d: [String: PDFObject] = [:]
                while true {
                    skipSpace()
                    guard at < bytes.endIndex else { throw PDFSyntaxError(at: at, "unterminated dictionary") }
                    if bytes[at] == UInt8(ascii: ">") { at += 2; break }
                    guard case .name(let key)? = try object(references: references, depth: depth + 1) else {
                        throw PDFSyntaxError(at: at, "a dictionary key that is not a name")
                    }
                    guard let value = try object(references: references, depth: depth + 1) else { throw PDFSyntaxError(at: at, "unterminated dictionary") }
                    d[key] = value
                }
                return .dictionary(d)
            }
            return .string(try hexString())
        case UInt8(ascii: "["):
            at += 1
            var items: [PDFObject] = []
            while true {
                skipSpace()
                guard at < bytes.endIndex else { throw PDFSyntaxError(at: at, "unterminated array") }
                if bytes[at] == UInt8(ascii: "]") { at += 1; break }
                guard let item = try object(references: references, depth: depth + 1) else { throw PDFSyntaxError(at: at, "unterminated array") }
                items.append(item)
            }
            return .array(items)
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            at += 1
            return .keyword(String(UnicodeScalar(c)))
        default:
            let start = at
            let w = word(decodingHex: false)
            if let v = Double(w) {
                // `n g R` is a reference.
                if references, w.allSatisfy(\.isNumber) {
                    var look = self
                    look.skipSpace()
                    let g = look.word(decodingHex: false)
                    if !g.isEmpty, g.allSatisfy(\.isNumber) {
                        look.skipSpace()
                        if look.at < bytes.endIndex, bytes[look.at] == UInt8(ascii: "R"),
                           look.at + 1 >= bytes.endIndex || Self.isSpace(bytes[look.at + 1]) || Self.isDelimiter(bytes[look.at + 1]) {
                            at = look.at + 1
                            return .reference(Int(v))
                        }
                    }
                }
                return .number(v)
            }
            if w.isEmpty { at = start + 1; return .keyword(String(UnicodeScalar(c))) }
            switch w {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: return .keyword(w)
            }
        }
    }

    /// A run of regular characters (a name's `#xx` escapes decoded).
    mutating func word(decodingHex: Bool) -> String {
        var out: [UInt8] = []
        while at < bytes.endIndex, !Self.isSpace(bytes[at]), !Self.isDelimiter(bytes[at]) {
            if decodingHex, bytes[at] == UInt8(ascii: "#"), at + 2 < bytes.endIndex,
               let v = UInt8(String(decoding: bytes[(at + 1)...(at + 2)], as: UTF8.self), radix: 16) {
                out.append(v); at += 3
            } else { out.append(bytes[at]); at += 1 }
            if out.count > 4096 { break }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func literalString() throws -> [UInt8] {
        at += 1
        var out: [UInt8] = [], depth = 1
        while at < bytes.endIndex {
            let c = bytes[at]; at += 1
            switch c {
            case UInt8(ascii: "("): depth += 1; out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            case UInt8(ascii: "\\"):
                guard at < bytes.endIndex else { break }
                let e = bytes[at]; at += 1
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case 48...55:
                    var v = Int(e - 48)
                    for _ in 0..<2 where at < bytes.endIndex && (48...55).contains(bytes[at]) { v = v * 8 + Int(bytes[at] - 48); at += 1 }
                    out.append(UInt8(truncatingIfNeeded: v))
                case 10, 13: if e == 13, at < bytes.endIndex, bytes[at] == 10 { at += 1 }
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        throw PDFSyntaxError(at: at, "unterminated string")
    }

    private mutating func hexString() throws -> [UInt8] {
        at += 1
        var digits: [UInt8] = []
        while at < bytes.endIndex, bytes[at] != UInt8(ascii: ">") {
            let c = bytes[at]; at += 1
            if let v = UInt8(String(UnicodeScalar(c)), radix: 16) { digits.append(v) }
        }
        guard at < bytes.endIndex else { throw PDFSyntaxError(at: at, "unterminated hex string") }
        at += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }
}

/// A syntax error at a byte offset.
struct PDFSyntaxError: Error {
    let at: Int, problem: String
    /// Whether it is in a (decoded) content stream rather than the file.
    var inContent = false
    init(at: Int, _ problem: String) { self.at = at; self.problem = problem }
}
