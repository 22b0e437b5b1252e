/// Errors from fonts, shaping and icon lookup, each naming what was asked for.
public enum TextError: Error, Equatable, CustomStringConvertible {
    case missingFont(String)
    case unreadableFont(String, String)
    case missingGlyph(font: String, character: String)
    case missingGlyphIndex(font: String, id: UInt32, count: Int)
    case unknownFont(String, known: [String])
    case unknownSymbol(String, known: [String])
    case badSymbolTable(String)

    public var description: String {
        switch self {
        case .missingFont(let path): return "font file not found: \(path)"
        case let .unreadableFont(path, why): return "cannot read font \(path): \(why)"
        case let .missingGlyph(font, c):
            let code = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            return "font \(font) (and the emoji fallback) has no glyph for \"\(c)\" (\(code))"
        case let .missingGlyphIndex(font, id, count): return "font \(font) has no glyph \(id) (it has \(count))"
        case let .unknownFont(name, known): return "unknown font \"\(name)\"; known fonts: \(known.joined(separator: ", "))"
        case let .unknownSymbol(name, known): return "unknown SF Symbol name \"\(name)\"; known names: \(known.joined(separator: ", "))"
        case .badSymbolTable(let why): return "bad symbol table: \(why)"
        }
    }
}
