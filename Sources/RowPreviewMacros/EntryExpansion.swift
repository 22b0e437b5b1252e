/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`: a key type beside the
/// property (the peer role) and the accessors that read and write the value through that key
/// (the accessor role), as SwiftUI's `@Entry` expands. The default value is computed at each
/// read, so it need not be `Sendable`.
enum EntryExpansion {
    /// What the expansion needs of the property's declaration.
    struct Property: Equatable {
        var name: String
        var type: String?
        var initializer: String?
    }

    /// The key type's name for a property.
    static func keyName(_ property: Property) -> String { "__Key_" + property.name.filter { $0 != "`" } }

    /// The accessors, for the accessor role.
    static func accessors(_ property: Property) -> String {
        let key = keyName(property)
        return "get { self[\(key).self] }\nset { self[\(key).self] = newValue }"
    }

    /// The key type, for the peer role; `extended` is the type the enclosing extension extends.
    static func key(_ property: Property, extending extended: String) throws(MacroCallError) -> String {
        guard extended == "EnvironmentValues" else {
            throw MacroCallError("@Entry is supported in extensions of EnvironmentValues (found \(extended.isEmpty ? "none" : extended))")
        }
        let value: String
        switch (property.type, property.initializer) {
        case let (type?, initializer?): value = "static var defaultValue: \(type) { \(initializer) }"
        case let (type?, nil) where type.hasSuffix("?"): value = "static var defaultValue: \(type) { nil }"
        case let (nil, initializer?): value = "static let defaultValue = \(initializer)"
        default: throw MacroCallError("@Entry needs a default value: @Entry var \(property.name): Type = value")
        }
        return "private struct \(keyName(property)): EnvironmentKey {\n    \(value)\n}"
    }

    /// Reads `[attributes] [modifiers] var name[: Type][ = value]` from its text.
    static func property(_ source: String) throws(MacroCallError) -> Property {
        var scanner = Scanner(Array(source.utf8))
        while true {
            scanner.skipTrivia()
            if scanner.take(UInt8(ascii: "@")) {
                _ = scanner.identifier()
                scanner.skipTrivia()
                if scanner.peek == UInt8(ascii: "(") { try scanner.skipBracketed() }
                continue
            }
            let word = scanner.identifier()
            if word == "var" || word == "let" { break }
            guard !word.isEmpty else { throw MacroCallError("@Entry applies to a stored property: @Entry var name: Type = value") }
            scanner.skipTrivia()
            if scanner.peek == UInt8(ascii: "(") { try scanner.skipBracketed() }   // private(set)
        }
        scanner.skipTrivia()
        let backticked = scanner.take(UInt8(ascii: "`"))
        var name = scanner.identifier()
        if backticked { guard scanner.take(UInt8(ascii: "`")) else { throw MacroCallError("@Entry: unclosed ` in the property's name") }; name = "`\(name)`" }
        guard !name.isEmpty else { throw MacroCallError("@Entry: the property has no name") }
        scanner.skipTrivia()
        var type: String?, initializer: String?
        if scanner.take(UInt8(ascii: ":")) {
            let start = scanner.position
            while !scanner.atEnd, scanner.peek != UInt8(ascii: "=") || isPartOfOperator(scanner) {
                if scanner.skipOneTrivia() { continue }
                try scanner.skipToken()
            }
            type = MacroCall.trimmed(String(decoding: scanner.bytes[start ..< scanner.position], as: UTF8.self))
        }
        if scanner.take(UInt8(ascii: "=")) {
            initializer = MacroCall.trimmed(String(decoding: scanner.bytes[scanner.position...], as: UTF8.self))
        }
        return Property(name: name, type: type?.isEmpty == false ? type : nil, initializer: initializer?.isEmpty == false ? initializer : nil)
    }

    /// Whether the `=` here belongs to an operator (`==`, `->` has none); a type has none, so
    /// only a malformed declaration gets here.
    private static func isPartOfOperator(_ scanner: Scanner) -> Bool { scanner.byte(at: 1) == UInt8(ascii: "=") }

    /// The name of the type an extension's text extends (`extension EnvironmentValues { … }`).
    static func extendedType(_ source: String) -> String {
        var scanner = Scanner(Array(source.utf8))
        while !scanner.atEnd {
            scanner.skipTrivia()
            let word = scanner.identifier()
            if word == "extension" {
                scanner.skipTrivia()
                var name = scanner.identifier()
                // A qualified name (`SwiftUI.EnvironmentValues`): its last part.
                while scanner.take(UInt8(ascii: ".")) { name = scanner.identifier() }
                return name
            }
            if word.isEmpty { scanner.position += 1 }
        }
        return ""
    }
}
