/// An XML element as SVG needs it: its name, attributes, children and character data.
struct XMLElement {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement] = []
    var text = ""
}

/// A small, strict-enough XML reader for SVG files: elements, attributes, character data and
/// CDATA; comments, processing instructions and the DOCTYPE are skipped (the internal subset's
/// entity declarations, which Illustrator writes, are kept and expanded).
struct XMLReader {
    private let bytes: [UInt8]
    private var at = 0
    private var entities: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
    private let name: String
    static let maxDepth = 256

    /// The document's root element.
    static func parse(_ bytes: [UInt8], name: String) throws -> XMLElement {
        var reader = XMLReader(bytes: bytes, name: name)
        return try reader.document()
    }

    private init(bytes: [UInt8], name: String) { self.bytes = bytes; self.name = name }

    private func fail(_ problem: String) -> VectorImageError {
        let line = bytes[..<min(at, bytes.count)].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        return VectorImageError(name, "line \(line): \(problem)")
    }
    private func peek(_ s: String) -> Bool { bytes[at...].starts(with: s.utf8) }
    private mutating func skip(past s: String) throws {
        let target = Array(s.utf8)
        while at < bytes.count { if bytes[at...].starts(with: target) { at += target.count; return }; at += 1 }
        throw fail("unterminated markup (expected \(s))")
    }
    private mutating func skipSpace() { while at < bytes.count, [32, 9, 10, 13].contains(bytes[at]) { at += 1 } }

    private mutating func document() throws -> XMLElement {
        if peek("\u{FEFF}") { at += 3 }
        while true {
            skipSpace()
            guard at < bytes.count else { throw fail("no root element") }
            if peek("<?") { try skip(past: "?>") }
            else if peek("<!--") { try skip(past: "-->") }
            else if peek("<!DOCTYPE") { try doctype() }
            else if peek("<") { return try element(depth: 0) }
            else { throw fail("text before the root element") }
        }
    }

    /// Skips the DOCTYPE, keeping `<!ENTITY name "value">` declarations of its internal subset.
    private mutating func doctype() throws {
        at += 9
        while at < bytes.count, bytes[at] != UInt8(ascii: ">") {
            if bytes[at] == UInt8(ascii: "[") {
                at += 1
                while at < bytes.count, bytes[at] != UInt8(ascii: "]") {
                    if peek("<!ENTITY") {
                        at += 8; skipSpace()
                        let key = nameToken(); skipSpace()
                        if at < bytes.count, bytes[at] == 34 || bytes[at] == 39 { entities[key] = try quoted() }
                        try skip(past: ">")
                    } else if peek("<!--") { try skip(past: "-->") } else { at += 1 }
                }
            }
            at += 1
        }
        at += 1
    }

    private mutating func nameToken() -> String {
        let start = at
        while at < bytes.count, !([32, 9, 10, 13, 61, 62, 47, 34, 39] as [UInt8]).contains(bytes[at]) { at += 1 }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    private mutating func quoted() throws -> String {
        let quote = bytes[at]; at += 1
        let start = at
        while at < bytes.count, bytes[at] != quote { at += 1 }
        guard at < bytes.count else { throw fail("unterminated attribute value") }
        defer { at += 1 }
        return try expand(bytes[start..<at])
    }

    /// Character data with its entity and character references replaced.
    private func expand(_ raw: ArraySlice<UInt8>) throws -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var out = "", i = raw.startIndex
        while i < raw.endIndex {
            guard raw[i] == UInt8(ascii: "&"), let semi = raw[i...].firstIndex(of: UInt8(ascii: ";")), semi - i < 64 else {
                let next = raw[(i + 1)...].firstIndex(of: UInt8(ascii: "&")) ?? raw.endIndex
                out += String(decoding: raw[i..<next], as: UTF8.self); i = next; continue
            }
            let ref = String(decoding: raw[(i + 1)..<semi], as: UTF8.self)
            if ref.hasPrefix("#") {
                let hex = ref.hasPrefix("#x") || ref.hasPrefix("#X")
                guard let v = UInt32(ref.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), let scalar = Unicode.Scalar(v) else {
                    throw fail("bad character reference &\(ref);")
                }
                out.unicodeScalars.append(scalar)
            } else if let value = entities[ref] { out += value } else { out += "&\(ref);" }
            i = semi + 1
        }
        return out
    }

    private mutating func element(depth: Int) throws -> XMLElement {
        guard depth < Self.maxDepth else { throw fail("elements nested deeper than \(Self.maxDepth)") }
        at += 1
        var element = XMLElement(name: nameToken(), attributes: [:])
        guard !element.name.isEmpty else { throw fail("an element without a name") }
        while true {
            skipSpace()
            guard at < bytes.count else { throw fail("unterminated <\(element.name)>") }
            if peek("/>") { at += 2; return element }
            if bytes[at] == UInt8(ascii: ">") { at += 1; break }
            let key = nameToken(); skipSpace()
            guard !key.isEmpty, at < bytes.count, bytes[at] == UInt8(ascii: "=") else { throw fail("attribute \(key) of <\(element.name)> has no value") }
            at += 1; skipSpace()
            guard at < bytes.count, bytes[at] == 34 || bytes[at] == 39 else { throw fail("attribute \(key) of <\(element.name)> is not quoted") }
            element.attributes[key] = try quoted()
        }
        while true {
            let start = at
            while at < bytes.count, bytes[at] != UInt8(ascii: "<") { at += 1 }
            if at > start { element.text += try expand(bytes[start..<at]) }
            guard at < bytes.count else { throw fail("unterminated <\(element.name)>") }
            if peek("</") {
                at += 2
                let closing = nameToken()
                guard closing == element.name else { throw fail("</\(closing)> closes <\(element.name)>") }
                try skip(past: ">")
                return element
            } else if peek("<!--") { try skip(past: "-->") }
            else if peek("<![CDATA[") {
                at += 9
                let begin = at
                try skip(past: "]]>")
                element.text += String(decoding: bytes[begin..<(at - 3)], as: UTF8.self)
            } else if peek("<?") { try skip(past: "?>") }
            else { element.children.append(try self.element(depth: depth + 1)) }
        }
    }
}
