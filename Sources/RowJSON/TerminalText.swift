/// Text from inputs made safe to show in a message on one terminal line: characters that
/// move the cursor, change colors or reorder text (C0 and C1 controls, DEL, bidi overrides
/// and isolates, line separators) are escaped as `\u{…}`, and long values are shortened in
/// the middle, so a message neither injects terminal sequences nor runs to megabytes.
public enum TerminalText {
    /// How much of an input value a message quotes.
    public static let valueLimit = 64
    /// The longest message line.
    public static let lineLimit = 1_000

    /// `s` in double quotes, escaped, at most `limit` characters of it (the middle elided).
    public static func quoted(_ s: String, limit: Int = valueLimit) -> String {
        "\"" + escaped(shortened(s, to: limit), quotes: true) + "\""
    }

    /// A whole message as one safe line: escaped, newlines as spaces, at most `limit`
    /// characters (the middle elided).
    public static func line(_ s: String, limit: Int = lineLimit) -> String {
        escaped(shortened(s.split(whereSeparator: \.isNewline).joined(separator: " "), to: limit), quotes: false)
    }

    /// Whether a scalar is shown escaped.
    static func isUnsafe(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func escaped(_ s: String, quotes: Bool) -> String {
        guard s.unicodeScalars.contains(where: { isUnsafe($0) || (quotes && ($0 == "\"" || $0 == "\\")) }) else { return s }
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\"" where quotes: out += "\\\""
            case "\\" where quotes: out += "\\\\"
            default:
                if isUnsafe(c) { out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// At most `limit` characters: the start and the end, "…" between (counted without
    /// walking a long string).
    static func shortened(_ s: String, to limit: Int) -> String {
        guard let cut = s.index(s.startIndex, offsetBy: limit, limitedBy: s.endIndex), cut != s.endIndex else { return s }
        let head = s[..<s.index(s.startIndex, offsetBy: limit * 2 / 3)]
        let tailStart = s.index(s.endIndex, offsetBy: -(limit - limit * 2 / 3 - 1), limitedBy: cut) ?? cut
        return head + "…" + s[tailStart...]
    }
}
