/// The inline Markdown SwiftUI styles in `Text` literals: `*emphasis*`, `**strong**` (and
/// `_`/`__`), `~~strikethrough~~`, `` `code` ``, `[links](url)` and `<autolinks>`, with
/// backslash escapes and CommonMark's rules for which delimiter runs open and close. Block
/// syntax (headings, lists) is left as text, as SwiftUI does for inline-only Markdown.
enum Markdown {
    struct Style: Equatable {
        var strong = false
        var emphasis = false
        var strikethrough = false
        var code = false
        /// A link's destination (nil: not a link).
        var link: String? = nil
        /// Foundation's automatic grammar agreement asked for (`^[2 apple](inflect: true)`).
        var inflect = false
    }

    struct Run: Equatable {
        var text: String
        var style: Style
    }

    /// The link an autolink's text makes, as CommonMark reads `<…>`: an absolute URI (a scheme of
    /// 2–32 letters, digits, `+`, `.`, `-` starting with a letter, a colon, then no spaces or
    /// angle brackets) as it is, or an email address (a local part, `@`, dot-separated labels) as
    /// a `mailto:` link; nil for anything else (`<@name>`, `<a b>`), which stays text.
    static func autolink(_ inner: String) -> String? {
        let scalars = Array(inner.unicodeScalars)
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        if let colon = scalars.firstIndex(of: ":"), (2...32).contains(colon), isLetter(scalars[0]),
           scalars[..<colon].allSatisfy({ isLetter($0) || isDigit($0) || $0 == "+" || $0 == "." || $0 == "-" }),
           !scalars.contains(where: { $0.value <= 0x20 || $0 == "<" || $0 == ">" || $0.value == 0x7F }) {
            return inner
        }
        let localExtras = Set(".!#$%&'*+/=?^_`{|}~-".unicodeScalars)
        guard let at = scalars.firstIndex(of: "@"), at > 0,
              scalars[..<at].allSatisfy({ isLetter($0) || isDigit($0) || localExtras.contains($0) }) else { return nil }
        let labels = String(String.UnicodeScalarView(scalars[(at + 1)...])).split(separator: ".", omittingEmptySubsequences: false)
        let validLabels = labels.allSatisfy { label in
            let l = Array(label.unicodeScalars)
            return (1...63).contains(l.count) && (isLetter(l[0]) || isDigit(l[0])) && (isLetter(l[l.count - 1]) || isDigit(l[l.count - 1]))
                && l.allSatisfy { isLetter($0) || isDigit($0) || $0 == "-" }
        }
        return validLabels ? "mailto:" + inner : nil
    }

    /// Whether a byte can start Markdown syntax: `\`, `` ` ``, `[`, `<`, `^`, `*`, `_`, `~`.
    static func isSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "^"),
             UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): return true
        default: return false
        }
    }

    /// Private-use code points that stand for interpolated values while parsing.
    static let placeholderBase: UInt32 = 0xF0000

    private struct Token {
        enum Kind { case text, delimiter }
        var kind: Kind
        var text: String
        /// Delimiter runs: the character, how many are left, and whether they may open or close.
        var char: Character = " "
        var count = 0
        var canOpen = false
        var canClose = false
        var style = Style()
        /// Nesting counts applied by matched delimiters.
        var strong = 0, emphasis = 0, strike = 0
    }

    static func parse(_ source: String) -> [Run] {
        // Most literals hold no syntax character at all: they are one plain run.
        if !source.utf8.contains(where: isSyntax) {
            return source.isEmpty ? [] : [Run(text: source, style: Style())]
        }
        var tokens = tokenize(Array(source), style: Style())
        matchEmphasis(&tokens)
        var runs: [Run] = []
        for t in tokens {
            var style = t.style
            style.strong = style.strong || t.strong > 0
            style.emphasis = style.emphasis || t.emphasis > 0
            style.strikethrough = style.strikethrough || t.strike > 0
            let text = t.kind == .text ? t.text : String(repeating: t.char, count: t.count)
            guard !text.isEmpty else { continue }
            if let last = runs.last, last.style == style { runs[runs.count - 1].text += text } else { runs.append(Run(text: text, style: style)) }
        }
        return runs
    }

    private static func isPunctuation(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isPunctuation || c.isSymbol
    }
    private static func isSpace(_ c: Character?) -> Bool { c == nil || c!.isWhitespace }

    /// Text, code spans, links and delimiter runs, in order.
    private static func tokenize(_ chars: [Character], style: Style) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        func flush() { if !text.isEmpty { tokens.append(Token(kind: .text, text: text, style: style)); text = "" } }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "\\" where i + 1 < chars.count && isPunctuation(chars[i + 1]):
                text.append(chars[i + 1]); i += 2
            case "`":
                var n = 0
                while i + n < chars.count, chars[i + n] == "`" { n += 1 }
                // The code span ends at the next run of exactly n backticks.
                var j = i + n, end: Int?
                while j < chars.count {
                    if chars[j] == "`" {
                        var m = 0
                        while j + m < chars.count, chars[j + m] == "`" { m += 1 }
                        if m == n { end = j; break }
                        j += m
                    } else { j += 1 }
                }
                if let end {
                    flush()
                    var code = String(chars[(i + n)..<end])
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    var s = style; s.code = true
                    tokens.append(Token(kind: .text, text: code, style: s))
                    i = end + n
                } else {
                    text += String(repeating: "`", count: n); i += n
                }
            case "[":
                if let (label, destination, next) = link(chars, at: i) {
                    flush()
                    var s = style; s.link = destination
                    var inner = tokenize(label, style: s)
                    matchEmphasis(&inner)
                    tokens += inner
                    i = next
                } else { text.append(c); i += 1 }
            case "^" where i + 1 < chars.count && chars[i + 1] == "[":
                // Apple's attribute syntax, `^[text](attributes)`: the text, with what its
                // attributes ask for (of them, only `inflect: true` changes what is drawn).
                if let (label, attributes, next) = link(chars, at: i + 1) {
                    flush()
                    var s = style
                    s.inflect = attributes.replacingOccurrences(of: " ", with: "").contains("inflect:true")
                    var inner = tokenize(label, style: s)
                    matchEmphasis(&inner)
                    tokens += inner
                    i = next
                } else { text.append(c); i += 1 }
            case "<":
                if let close = chars[(i + 1)...].firstIndex(of: ">"),
                   let link = Self.autolink(String(chars[(i + 1)..<close])) {
                    flush()
                    var s = style; s.link = link
                    tokens.append(Token(kind: .text, text: String(chars[(i + 1)..<close]), style: s))
                    i = close + 1
                } else { text.append(c); i += 1 }
            case "*", "_", "~":
                var n = 0
                while i + n < chars.count, chars[i + n] == c { n += 1 }
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + n < chars.count ? chars[i + n] : nil
                let left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                var open = left, close = right
                if c == "_" {
                    open = left && (!right || isPunctuation(before))
                    close = right && (!left || isPunctuation(after))
                }
                if c == "~" && n > 2 { open = false; close = false }
                flush()
                tokens.append(Token(kind: .delimiter, text: "", char: c, count: n, canOpen: open, canClose: close, style: style))
                i += n
            default:
                text.append(c); i += 1
            }
        }
        flush()
        return tokens
    }

    /// `[label](destination)` at `i`: the label's characters, the destination and the index
    /// after the `)`.
    private static func link(_ chars: [Character], at i: Int) -> ([Character], String, Int)? {
        var depth = 0, j = i
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        guard j + 1 < chars.count, chars[j] == "]", chars[j + 1] == "(" else { return nil }
        guard let close = chars[(j + 2)...].firstIndex(of: ")") else { return nil }
        return (Array(chars[(i + 1)..<j]), String(chars[(j + 2)..<close]).trimmingCharacters(in: .whitespaces), close + 1)
    }

    /// CommonMark's emphasis matching: each closer takes the nearest opener of its character;
    /// two of each make strong emphasis (tildes make strikethrough only in equal runs).
    private static func matchEmphasis(_ tokens: inout [Token]) {
        for j in tokens.indices where tokens[j].kind == .delimiter {
            while tokens[j].canClose && tokens[j].count > 0 {
                let c = tokens[j].char
                guard let i = tokens[..<j].lastIndex(where: { $0.kind == .delimiter && $0.char == c && $0.canOpen && $0.count > 0 }) else { break }
                if c == "~" && tokens[i].count != tokens[j].count { break }
                // The rule of three: a run that can both open and close pairs only in sums not divisible by 3.
                if c != "~", tokens[i].canClose || tokens[j].canOpen,
                   (tokens[i].count + tokens[j].count) % 3 == 0, tokens[i].count % 3 != 0 || tokens[j].count % 3 != 0 { break }
                let use = c == "~" ? tokens[j].count : (min(tokens[i].count, tokens[j].count) >= 2 ? 2 : 1)
                for k in (i + 1)..<j {
                    if c == "~" { tokens[k].strike += 1 } else if use == 2 { tokens[k].strong += 1 } else { tokens[k].emphasis += 1 }
                    if tokens[k].kind == .delimiter { tokens[k].canOpen = false; tokens[k].canClose = false }
                }
                tokens[i].count -= use
                tokens[j].count -= use
            }
        }
    }
}
