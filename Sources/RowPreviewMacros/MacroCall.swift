/// The parts of a freestanding macro's call, read from its source text: `#Name(args) { closure }`.
///
/// It is a scanner, not a parser: it knows Swift's comments, string literals (escapes,
/// interpolations, multi-line and raw strings) and brackets, which is all it takes to split a
/// call into its arguments and its trailing closure without reading Swift's grammar. (A regex
/// literal holding an unbalanced bracket would mislead it; in a preview's body that is rare.)
struct MacroCall: Equatable {
    /// One argument: its label (nil when unlabeled) and its expression's text, trimmed.
    struct Argument: Equatable {
        var label: String?
        var expression: String
    }

    var name: String
    /// How many lines of leading trivia (comments, blank lines) come before the `#`: the
    /// compiler's location is where that trivia starts.
    var leadingLines: Int
    var arguments: [Argument]
    /// The trailing closure's text, braces included; nil when the call has none.
    var trailingClosure: String?

    init(name: String, leadingLines: Int = 0, arguments: [Argument], trailingClosure: String?) {
        self.name = name
        self.leadingLines = leadingLines
        self.arguments = arguments
        self.trailingClosure = trailingClosure
    }

    /// Reads `source`, the call's text as the compiler sends it.
    init(source: String) throws(MacroCallError) {
        var scanner = Scanner(Array(source.utf8))
        scanner.skipTrivia()
        // Attributes written before the call (`@available(iOS 17.0, *) #Preview { … }`) are part
        // of it as the compiler sends it; they change nothing here.
        while scanner.take(UInt8(ascii: "@")) {
            guard !scanner.identifier().isEmpty else { throw MacroCallError("expected an attribute's name after '@'") }
            scanner.skipTrivia()
            if scanner.peek == UInt8(ascii: "(") { try scanner.skipBracketed(); scanner.skipTrivia() }
        }
        leadingLines = scanner.bytes[..<scanner.position].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        guard scanner.take(UInt8(ascii: "#")) else { throw MacroCallError("expected '#' to start the macro call") }
        name = scanner.identifier()
        guard !name.isEmpty else { throw MacroCallError("expected the macro's name after '#'") }
        scanner.skipTrivia()
        arguments = []
        if scanner.peek == UInt8(ascii: "(") {
            let start = scanner.position
            try scanner.skipBracketed()
            arguments = try Self.split(Array(scanner.bytes[start + 1 ..< scanner.position - 1]))
            scanner.skipTrivia()
        }
        trailingClosure = nil
        if scanner.peek == UInt8(ascii: "{") {
            let start = scanner.position
            try scanner.skipBracketed()
            trailingClosure = String(decoding: scanner.bytes[start ..< scanner.position], as: UTF8.self)
            scanner.skipTrivia()
        }
        guard scanner.atEnd else {
            throw MacroCallError("unexpected text after the macro call: \(scanner.excerpt)")
        }
    }

    /// Splits an argument list's text at its top-level commas and reads each argument's label.
    private static func split(_ bytes: [UInt8]) throws(MacroCallError) -> [Argument] {
        var scanner = Scanner(bytes)
        var pieces: [Range<Int>] = []
        var start = 0
        while true {
            scanner.skipTrivia()
            guard let byte = scanner.peek else { break }
            switch byte {
            case UInt8(ascii: ","):
                pieces.append(start ..< scanner.position)
                scanner.position += 1
                start = scanner.position
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                throw MacroCallError("unbalanced '\(Character(Unicode.Scalar(byte)))' in the macro's arguments")
            default:
                try scanner.skipToken()
            }
        }
        pieces.append(start ..< bytes.count)
        let texts = pieces.map { String(decoding: bytes[$0], as: UTF8.self) }
        if texts.count == 1, trimmed(texts[0]).isEmpty { return [] }
        return try texts.map { text throws(MacroCallError) in
            let argument = label(of: trimmed(text))
            guard !argument.expression.isEmpty else { throw MacroCallError("an argument of the macro is empty") }
            return argument
        }
    }

    /// `label: expression` or a bare expression. A label is an identifier followed by one colon.
    private static func label(of text: String) -> Argument {
        var scanner = Scanner(Array(text.utf8))
        let name = scanner.identifier()
        scanner.skipTrivia()
        guard !name.isEmpty, scanner.take(UInt8(ascii: ":")), scanner.peek != UInt8(ascii: ":") else {
            return Argument(label: nil, expression: text)
        }
        return Argument(label: name, expression: trimmed(String(decoding: scanner.bytes[scanner.position...], as: UTF8.self)))
    }

    /// `text` without its leading and trailing whitespace and comments.
    static func trimmed(_ text: String) -> String {
        var scanner = Scanner(Array(text.utf8))
        scanner.skipTrivia()
        let start = scanner.position
        var end = start
        // Scan forward, remembering where the last non-trivia token ended.
        while !scanner.atEnd {
            if scanner.skipOneTrivia() { continue }
            if scanner.startsString, (try? scanner.skipString()) != nil {
                end = scanner.position
                continue
            }
            scanner.position += 1
            end = scanner.position
        }
        return String(decoding: scanner.bytes[start ..< end], as: UTF8.self)
    }
}

extension MacroCall {
    /// A closure's `@Previewable` declarations (the attribute dropped) and the rest of its
    /// body, from its text `{ … }`. A declaration runs to the end of its line, and on over
    /// lines that continue it (starting with `.`) or while a bracket is open.
    static func previewables(inClosure closure: String) throws(MacroCallError) -> (declarations: [String], body: String) {
        let bytes = Array(closure.utf8)
        guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return ([], closure) }
        var scanner = Scanner(Array(bytes[1 ..< bytes.count - 1]))
        let marker = Array("@Previewable".utf8)
        var declarations: [String] = [], body: [UInt8] = []
        var copied = 0, atStatementStart = true
        while !scanner.atEnd {
            let byte = scanner.peek!
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") { atStatementStart = true; scanner.position += 1; continue }
            if scanner.skipOneTrivia() { continue }
            if atStatementStart, scanner.bytes[scanner.position...].starts(with: marker),
               !Scanner.isIdentifierByte(scanner.byte(at: marker.count) ?? 0, first: false) {
                body += scanner.bytes[copied ..< scanner.position]
                scanner.position += marker.count
                scanner.skipTrivia()
                let start = scanner.position
                try scanner.skipToEndOfStatement()
                declarations.append(MacroCall.trimmed(String(decoding: scanner.bytes[start ..< scanner.position], as: UTF8.self)))
                copied = scanner.position
                continue
            }
            atStatementStart = false
            try scanner.skipToken()
        }
        body += scanner.bytes[copied...]
        return (declarations, "{" + String(decoding: body, as: UTF8.self) + "}")
    }
}

/// Why a macro call's text could not be read.
struct MacroCallError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A cursor over UTF-8 bytes of Swift source that steps over trivia, strings and brackets.
struct Scanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[position] }
    func byte(at offset: Int) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }
    var excerpt: String { String(decoding: bytes[position ..< min(bytes.count, position + 40)], as: UTF8.self) }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// An identifier (letters, digits, `_`, and any non-ASCII byte), or "" when none starts here.
    mutating func identifier() -> String {
        let start = position
        if let first = peek, first == UInt8(ascii: "`") {
            // `keyword` as an identifier.
            position += 1
            while let byte = peek, byte != UInt8(ascii: "`") { position += 1 }
            _ = take(UInt8(ascii: "`"))
            return String(decoding: bytes[start ..< position], as: UTF8.self)
        }
        while let byte = peek, Self.isIdentifierByte(byte, first: position == start) { position += 1 }
        return String(decoding: bytes[start ..< position], as: UTF8.self)
    }

    static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...: true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
        default: false
        }
    }

    mutating func skipTrivia() {
        while skipOneTrivia() {}
    }

    /// Steps over one whitespace byte or one comment; false when neither starts here.
    mutating func skipOneTrivia() -> Bool {
        guard let first = peek else { return false }
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            position += 1
            return true
        case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
            while let b = peek, b != UInt8(ascii: "\n") { position += 1 }
            return true
        case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
            // Block comments nest in Swift.
            position += 2
            var depth = 1
            while depth > 0, !atEnd {
                if peek == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") { depth += 1; position += 2 }
                else if peek == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") { depth -= 1; position += 2 }
                else { position += 1 }
            }
            return true
        default:
            return false
        }
    }

    /// Whether a string literal (`"`, `"""`, or raw `#"`) starts here.
    var startsString: Bool {
        var offset = 0
        while byte(at: offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(at: offset) == UInt8(ascii: "\"")
    }

    /// Steps over a string literal, its interpolations included.
    mutating func skipString() throws(MacroCallError) {
        var hashes = 0
        while take(UInt8(ascii: "#")) { hashes += 1 }
        let multiline = byte(at: 0) == UInt8(ascii: "\"") && byte(at: 1) == UInt8(ascii: "\"") && byte(at: 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while let byte = peek {
            if byte == UInt8(ascii: "\\"), closesDelimiter(hashesAfter: 1, hashes: hashes) {
                // An escape: `\(` opens an interpolation (with the raw string's hashes between).
                position += 1 + hashes
                if peek == UInt8(ascii: "(") { try skipBracketed() } else { position += 1 }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ self.byte(at: $0) == UInt8(ascii: "\"") }),
                   (0..<hashes).allSatisfy({ self.byte(at: quotes + $0) == UInt8(ascii: "#") }) {
                    position += quotes + hashes
                    return
                }
            }
            if byte == UInt8(ascii: "\n"), !multiline { break }
            position += 1
        }
        throw MacroCallError("unterminated string literal in the macro call")
    }

    /// Whether `hashes` `#`s follow the byte `hashesAfter` bytes ahead (an escape in a raw string).
    private func closesDelimiter(hashesAfter start: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(at: start + $0) == UInt8(ascii: "#") }
    }

    /// Steps to the end of the statement starting here: the end of the line (or a `;`) outside
    /// brackets, unless the next line continues it with `.`.
    mutating func skipToEndOfStatement() throws(MacroCallError) {
        while let byte = peek {
            if byte == UInt8(ascii: ";") { return }
            if byte == UInt8(ascii: "\n") {
                var ahead = position + 1
                while ahead < bytes.count, bytes[ahead] == UInt8(ascii: " ") || bytes[ahead] == UInt8(ascii: "\t") { ahead += 1 }
                guard ahead < bytes.count, bytes[ahead] == UInt8(ascii: ".") else { return }
                position = ahead
                continue
            }
            if byte == UInt8(ascii: "/"), self.byte(at: 1) == UInt8(ascii: "/") { return }
            if skipOneTrivia() { continue }
            try skipToken()
        }
    }

    /// Steps over one unit of code: a string literal, a bracketed group, or one byte.
    mutating func skipToken() throws(MacroCallError) {
        if startsString { return try skipString() }
        switch peek {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): try skipBracketed()
        default: position += 1
        }
    }

    /// Steps over a bracketed group starting here — `(…)`, `[…]` or `{…}` — with everything nested.
    mutating func skipBracketed() throws(MacroCallError) {
        var closers: [UInt8] = []
        repeat {
            if skipOneTrivia() { continue }
            guard let byte = peek else { break }
            if startsString {
                try skipString()
                continue
            }
            switch byte {
            case UInt8(ascii: "("): closers.append(UInt8(ascii: ")"))
            case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
            case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard closers.last == byte else {
                    throw MacroCallError("unbalanced '\(Character(Unicode.Scalar(byte)))' in the macro call")
                }
                closers.removeLast()
            default: break
            }
            position += 1
        } while !closers.isEmpty
        guard closers.isEmpty else { throw MacroCallError("unclosed bracket in the macro call") }
    }
}
