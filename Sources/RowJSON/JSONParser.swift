/// A strict JSON parser (RFC 8259) over UTF-8 bytes: no trailing commas, comments or
/// non-finite literals; escaped surrogates must pair; numbers that overflow a Double are
/// kept as ±infinity for the reader to reject by field. Errors give line and column.
public struct JSONParser {
    private let bytes: [UInt8]
    private var i = 0
    private let limits: JSONLimits
    private var depth = 0

    public static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws(JSONSyntaxError) -> JSONValue {
        var p = JSONParser(bytes: bytes, limits: limits)
        guard bytes.count <= limits.maxBytes else {
            throw JSONSyntaxError(message: "the document is \(bytes.count) bytes, over the limit of \(limits.maxBytes)", line: 1, column: 1)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { p.i = 3 }   // a UTF-8 byte-order mark
        p.skipSpace()
        let value = try p.value()
        p.skipSpace()
        guard p.i == bytes.count else { throw p.error("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8], limits: JSONLimits) { self.bytes = bytes; self.limits = limits }

    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let end = min(position ?? i, bytes.count)
        var line = 1, column = 1
        var k = 0
        while k < end {
            if bytes[k] == 0x0A { line += 1; column = 1 }
            else if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard i < bytes.count else { throw error("the document ends where a value should be") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character \(describe(bytes[i]))")
        }
    }

    private func describe(_ b: UInt8) -> Swift.String {
        if b >= 0x21 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
        let hex = Swift.String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        let matches = i + n <= bytes.count && (0..<n).allSatisfy { bytes[i + $0] == word.utf8Start[$0] }
        guard matches else { throw error("unexpected character \(describe(bytes[i]))") }
        i += n
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= limits.maxDepth else { throw error("arrays and objects nest deeper than \(limits.maxDepth)") }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter(); defer { depth -= 1 }
        i += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(JSONObject(members)) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error(i < bytes.count ? "expected a member name in quotes" : "the document ends inside an object") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after the member name") }
            i += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard i < bytes.count else { throw error("the document ends inside an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(JSONObject(members)) }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter(); defer { depth -= 1 }
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard i < bytes.count else { throw error("the document ends inside an array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        guard i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) else { throw error("expected a digit") }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else { _ = digits(&self) }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw error("expected a digit after the decimal point") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = Swift.String(decoding: bytes[start..<i], as: UTF8.self)
        // Double(String) rounds correctly; beyond its range it gives ±infinity, which readers
        // reject with the field's name.
        guard let v = Double(text) else { throw error("unreadable number \(text)", at: start) }
        return v
    }

    private mutating func string() throws(JSONSyntaxError) -> Swift.String {
        let start = i
        i += 1
        var out: [UInt8] = []
        var plainFrom = i
        while true {
            guard i < bytes.count else { throw error("the document ends inside a string", at: start) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[plainFrom..<i])
                i += 1
                break
            }
            if b < 0x20 { throw error("a control character must be escaped in a string") }
            if b == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[plainFrom..<i])
                i += 1
                guard i < bytes.count else { throw error("the document ends inside a string", at: start) }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw error("the escape \\u\(hexText(scalar)) is half of a surrogate pair with no second half", at: i - 6)
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("the escape \\u\(hexText(scalar)) is not followed by a low surrogate", at: i - 12)
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("the escape \\u\(hexText(scalar)) is a lone low surrogate", at: i - 6)
                    }
                    out.append(contentsOf: Array(Swift.String(Character(UnicodeScalar(scalar)!)).utf8))
                default:
                    throw error("unknown escape \\\(Character(UnicodeScalar(e)))", at: i - 2)
                }
                plainFrom = i
                continue
            }
            i += 1
        }
        // Invalid UTF-8 is an error rather than silently replaced.
        guard let s = Swift.String(validating: out, as: UTF8.self) else { throw error("the string is not valid UTF-8", at: start) }
        return s
    }

    private func hexText(_ v: UInt32) -> Swift.String {
        let h = Swift.String(v, radix: 16, uppercase: true)
        return Swift.String(repeating: "0", count: max(0, 4 - h.count)) + h
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("the document ends inside a \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}
