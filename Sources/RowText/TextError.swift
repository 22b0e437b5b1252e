import Foundation
import RowJSON

/// Errors from fonts and icon tables, each naming what was asked for. Text itself never fails
/// to lay out: what no font can draw becomes a `TextWarning`.
public enum TextError: Error, Equatable, CustomStringConvertible {
    case missingFont(String)
    case missingBundledFonts(looked: [String])
    case unreadableFont(String, String)
    case missingGlyphIndex(font: String, id: UInt32, count: Int)
    case unknownFont(String, known: [String])
    case badSymbolTable(String)

    public var description: String {
        switch self {
        case .missingFont(let path): return "font file not found: \(path)"
        case .missingBundledFonts(let looked):
            return "RowFrame's bundled fonts are missing: keep the \(looked.first.map { ($0 as NSString).deletingLastPathComponent.components(separatedBy: "/").last ?? "" } ?? "resources") folder beside the executable (looked in \(looked.joined(separator: ", ")))"
        case let .unreadableFont(path, why): return "cannot read font \(path): \(why)"
        case let .missingGlyphIndex(font, id, count): return "font \(font) has no glyph \(id) (it has \(count))"
        case let .unknownFont(name, known): return "unknown font \(TerminalText.quoted(name)); known fonts: \(known.joined(separator: ", "))"
        case .badSymbolTable(let why): return "bad symbol table: \(why)"
        }
    }
}

/// Something drawn other than asked, reported beside the picture rather than failing it.
public struct TextWarning: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// No bundled or added font has the character; it is drawn as a hollow box.
        case missingCharacter(Unicode.Scalar)
        /// `Font.custom` named a family that is neither bundled nor added; the system font serves.
        case unknownFont
        /// `Font.custom` named a family iOS ships that is neither bundled nor added; the bundled
        /// face of that kind (its associated role: serif, monospaced, …) serves.
        case standInFont(String)
        /// `Image(systemName:)` named a symbol the icon table lacks; a placeholder is drawn.
        case unknownSymbol
        /// `Image(systemName:)` named no SF Symbol at all; drawn as nothing, as iOS draws it.
        case notASymbol
    }
    public let kind: Kind
    /// The text (or symbol name) concerned, its first `excerptLength` characters and "…".
    public let text: String
    /// The font asked for.
    public let font: String
    /// Characters of the text a warning keeps: enough to find it, however long the text.
    public static let excerptLength = 48

    public init(_ kind: Kind, text: String, font: String) {
        self.kind = kind; self.font = font
        let cut = text.index(text.startIndex, offsetBy: Self.excerptLength, limitedBy: text.endIndex) ?? text.endIndex
        self.text = cut == text.endIndex ? text : text[..<cut] + "…"      // without counting a long text
    }

    public var description: String {
        switch kind {
        case .missingCharacter(let s):
            return "no bundled font has U+\(String(s.value, radix: 16, uppercase: true)) (in \(TerminalText.quoted(text)), font \(font)); drawn as a box"
        case .unknownFont:
            return "font \(TerminalText.quoted(font)) is neither bundled nor added (ROWFRAME_FONTS, --font); \(TerminalText.quoted(text)) uses the system font"
        case .standInFont(let role):
            return "font \(TerminalText.quoted(font)) ships with iOS but is neither bundled nor added (ROWFRAME_FONTS, --font); \(TerminalText.quoted(text)) uses the bundled \(role) face in its place"
        case .unknownSymbol:
            return "no icon for SF Symbol \(TerminalText.quoted(text)); drawn as a placeholder (see Fonts/README.md for the names covered)"
        case .notASymbol:
            return "SF Symbols has no symbol \(TerminalText.quoted(text)); drawn as nothing, as iOS draws it"
        }
    }
}
