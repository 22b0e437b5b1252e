/// How a stretch of text is set: font, spacing, baseline shift, decorations, case. `tag` is the
/// caller's: layouts carry it through so the caller can paint each span its own way.
public struct SpanStyle: Sendable, Hashable {
    public var font: FontDescriptor
    /// Extra space after every character, in points; turns off optional ligatures (SwiftUI's
    /// `tracking`).
    public var tracking: Double
    /// Extra space after every character, in points, keeping ligatures (SwiftUI's `kerning`).
    public var kerning: Double
    /// Raises the text by this many points (`baselineOffset`).
    public var baselineOffset: Double
    public var underline: Bool
    public var strikethrough: Bool
    public var textCase: TextCase?
    public var tag: Int

    public init(font: FontDescriptor, tracking: Double = 0, kerning: Double = 0, baselineOffset: Double = 0,
                underline: Bool = false, strikethrough: Bool = false, textCase: TextCase? = nil, tag: Int = 0) {
        self.font = font; self.tracking = tracking; self.kerning = kerning; self.baselineOffset = baselineOffset
        self.underline = underline; self.strikethrough = strikethrough; self.textCase = textCase; self.tag = tag
    }
}

/// `textCase(.uppercase)` / `.lowercase`.
public enum TextCase: Sendable, Hashable { case uppercase, lowercase }

/// A run of text in one style, or an inline SF Symbol (`Text(Image(systemName:))`).
public struct TextSpan: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case text(String)
        case symbol(String)
    }
    public var content: Content
    public var style: SpanStyle

    public init(_ text: String, _ style: SpanStyle) { content = .text(text); self.style = style }
    public init(symbol name: String, _ style: SpanStyle) { content = .symbol(name); self.style = style }

    /// The characters the span contributes to its paragraph (an inline symbol is U+FFFC).
    var characters: String {
        switch content {
        case .text(let s):
            switch style.textCase {
            case .uppercase?: return s.uppercased()
            case .lowercase?: return s.lowercased()
            case nil: return s
            }
        case .symbol: return "\u{FFFC}"
        }
    }
}

/// How a paragraph's lines are formed: SwiftUI's `lineLimit`, `multilineTextAlignment`,
/// `truncationMode`, `lineSpacing`, `minimumScaleFactor`, and the layout direction.
public struct ParagraphStyle: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable { case leading, center, trailing }
    public enum Truncation: Sendable, Hashable { case head, middle, tail }

    /// At most this many lines (nil: as many as the text needs).
    public var maxLines: Int?
    /// At least this many lines' height (`lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`).
    public var minLines: Int
    public var alignment: Alignment
    public var truncation: Truncation
    /// Extra points between lines.
    public var lineSpacing: Double
    /// The smallest fraction of its size text may shrink to before it truncates (1: never).
    public var minimumScaleFactor: Double
    /// The layout direction: sets the paragraph direction of text with no strong character,
    /// and which side `leading` is.
    public var rightToLeft: Bool
    public var dynamicType: DynamicTypeSize
    /// BCP 47 language for shaping (`locl` forms); fixed, never the machine's locale.
    public var language: String

    public init(maxLines: Int? = nil, minLines: Int = 0, alignment: Alignment = .leading, truncation: Truncation = .tail,
                lineSpacing: Double = 0, minimumScaleFactor: Double = 1, rightToLeft: Bool = false,
                dynamicType: DynamicTypeSize = .default, language: String = "en") {
        self.maxLines = maxLines; self.minLines = minLines; self.alignment = alignment; self.truncation = truncation
        self.lineSpacing = lineSpacing; self.minimumScaleFactor = minimumScaleFactor; self.rightToLeft = rightToLeft
        self.dynamicType = dynamicType; self.language = language
    }
}
