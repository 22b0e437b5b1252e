import Foundation

/// The key a string literal makes for `Text`, as SwiftUI's: Markdown in its literal parts is
/// styled; interpolated values are inserted as they are (Markdown in them is not parsed).
/// Integers interpolate as `%lld` and floating-point values as `%lf` ("3.140000"), formatted
/// as SwiftUI's localized format does: in the environment's locale, with its grouping separator
/// ("1,234" in en_US); `specifier:` and `format:` choose otherwise. There is no localization table: the
/// key is its own text.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable, CustomStringConvertible {
    enum Piece: Sendable {
        case literal(String)
        case value(String)
        /// A number's decimal digits, written in the environment's locale when drawn.
        case number(String)
        case symbol(String)
        case text(Text.Part)
        case resolved(@Sendable (EnvironmentValues) -> String)
    }
    var pieces: [Piece]
    /// The strings table the key is looked up in (nil: `Localizable`).
    var table: String?
    /// The key to look up when it is not the text's own (a `LocalizedStringResource`'s key,
    /// whose text is its default value).
    var lookupKey: String?

    public init(_ value: String) { pieces = [.literal(value)] }
    public init(stringLiteral value: String) { pieces = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// As SwiftUI's key describes itself (its stored properties, as reflection prints them):
    /// `LocalizedStringKey(key: "Hello %@", hasFormatting: true, arguments: […])`. Apps take
    /// the key back out of this text.
    public var description: String {
        let values = pieces.filter { if case .literal = $0 { false } else { true } }
        let key = values.isEmpty ? pieces.map { if case .literal(let s) = $0 { s } else { "" } }.joined() : formatKey
        return "LocalizedStringKey(key: \(String(reflecting: key)), hasFormatting: \(!values.isEmpty), arguments: [\(values.count) arguments])"
    }

    /// The key as SwiftUI forms it for lookup: literals (`%` doubled when there are values),
    /// `%@` for a value, `%lld` or `%lf` for a number.
    var formatKey: String {
        let interpolated = pieces.contains { if case .literal = $0 { false } else { true } }
        return pieces.map { piece -> String in
            switch piece {
            case .literal(let s): return interpolated ? s.replacingOccurrences(of: "%", with: "%%") : s
            case .number(let digits): return digits.contains(".") ? "%lf" : "%lld"
            default: return "%@"
            }
        }.joined()
    }

    /// Keys compare by their text with values in place (closures compare by their slot).
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    private var key: String {
        pieces.map { p -> String in
            switch p {
            case .literal(let s), .value(let s), .number(let s): return s
            case .symbol(let s): return "<\(s)>"
            case .text: return "%@"
            case .resolved: return "%@"
            }
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }
        public mutating func appendInterpolation(_ string: String) { pieces.append(.value(string)) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { pieces.append(.value(String(string))) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { pieces.append(.number(String(value))) }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            let v = Double(value)
            pieces.append(v.isFinite ? .number(String(format: "%lf", v)) : .value(String(format: "%lf", v)))
        }
        /// A number with a printf specifier: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            pieces.append(.value(String(format: specifier, value)))
        }
        public mutating func appendInterpolation(_ text: Text) { pieces += text.parts.map { .text($0) } }
        public mutating func appendInterpolation(_ image: Image) { pieces.append(.symbol(image.systemName)) }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(.resolved { env in TextFormatting.format(date, style: style, env) })
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            let render = UncheckedSendable({ (env: EnvironmentValues) in TextFormatting.format(input, format, env) })
            pieces.append(.resolved { env in render.value(env) })
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            let s = formatter?.string(for: subject as AnyObject) ?? "\(subject)"
            pieces.append(.value(s))
        }
        /// A date through a formatter (`Date` is not `ReferenceConvertible` on Linux, as it is on iOS).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
            pieces.append(.value(formatter?.string(for: date) ?? "\(date)"))
        }
        /// Anything else, by its description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { pieces.append(.value(String(describing: value))) }
    }

    /// A stretch of the key's text with the styles its Markdown gives it.
    struct Run {
        enum Content { case text(String), symbol(String), part(Text.Part) }
        var content: Content
        var style: Markdown.Style
    }

    /// The key's pieces as the render's string catalogs translate it: the key (its literals,
    /// `%@` for a value, `%lld` or `%lf` for a number, as SwiftUI forms it) looked up, and the
    /// interpolated values put into the translation's format specifiers; the key's own pieces
    /// where no catalog has it.
    func translated(_ env: EnvironmentValues) -> [Piece] {
        let catalogs = env.stringCatalogs + StringCatalog.current
        guard !catalogs.isEmpty else { return pieces }
        let values = pieces.filter { if case .literal = $0 { false } else { true } }
        let count = values.lazy.compactMap { if case .number(let digits) = $0 { Double(digits) } else { nil } }.first
        guard let translation = StringCatalog.translation(lookupKey ?? formatKey, table: table, locale: env.locale, count: count, in: catalogs) else { return pieces }
        return FormatSpecifiers.fill(translation, with: values)
    }

    /// The key's runs: Markdown parsed over the literal parts, with each interpolated value
    /// standing as one placeholder character (so `**\(name)**` is bold), then put in place.
    func runs(_ env: EnvironmentValues) -> [Run] {
        let pieces = translated(env)
        if !pieces.contains(where: { if case .literal(let s) = $0 { s.utf8.contains(where: Markdown.isSyntax) } else { false } }) {
            return plainRuns(pieces, env)
        }
        var source = ""
        var values: [Piece] = []
        for piece in pieces {
            if case .literal(let s) = piece { source += s; continue }
            guard let placeholder = Unicode.Scalar(Markdown.placeholderBase + UInt32(values.count)) else { continue }
            source.unicodeScalars.append(placeholder)
            values.append(piece)
        }
        var out: [Run] = []
        for run in Markdown.parse(source) {
            var text = ""
            func flush() { if !text.isEmpty { out.append(Run(content: .text(text), style: run.style)); text = "" } }
            for scalar in run.text.unicodeScalars {
                let i = Int(scalar.value) - Int(Markdown.placeholderBase)
                guard i >= 0, i < values.count else { text.unicodeScalars.append(scalar); continue }
                flush()
                switch values[i] {
                case .literal(let s), .value(let s): out.append(Run(content: .text(s), style: run.style))
                case .number(let digits): out.append(Run(content: .text(TextFormatting.localizedNumber(digits, env)), style: run.style))
                case .symbol(let name): out.append(Run(content: .symbol(name), style: run.style))
                case .text(let part): out.append(Run(content: .part(part), style: run.style))
                case .resolved(let f): out.append(Run(content: .text(f(env)), style: run.style))
                }
            }
            flush()
        }
        return agreeing(out, env)
    }

    /// The runs with the text of each `^[…](inflect: true)` span in grammatical agreement (its
    /// values are in place by now: `^[\(count) glass](inflect: true)`), in the environment's language.
    private func agreeing(_ runs: [Run], _ env: EnvironmentValues) -> [Run] {
        guard runs.contains(where: { $0.style.inflect }) else { return runs }
        var out: [Run] = []
        for run in runs {
            if run.style.inflect, case .text(let s) = run.content, let last = out.last, last.style.inflect, case .text(let t) = last.content {
                out[out.count - 1].content = .text(t + s)
            } else { out.append(run) }
        }
        return out.map { run in
            guard run.style.inflect, case .text(let s) = run.content else { return run }
            var agreed = run
            agreed.content = .text(Inflection.agreeing(s, language: env.locale.language.languageCode?.identifier))
            return agreed
        }
    }

    /// `runs` of a key whose literal parts hold no Markdown syntax character (most keys):
    /// the same runs, without building and parsing its source.
    private func plainRuns(_ pieces: [Piece], _ env: EnvironmentValues) -> [Run] {
        var out: [Run] = []
        var text = ""
        func flush() { if !text.isEmpty { out.append(Run(content: .text(text), style: Markdown.Style())); text = "" } }
        for piece in pieces {
            if case .literal(let s) = piece { text += s; continue }
            flush()
            switch piece {
            case .literal(let s), .value(let s): out.append(Run(content: .text(s), style: Markdown.Style()))
            case .number(let digits): out.append(Run(content: .text(TextFormatting.localizedNumber(digits, env)), style: Markdown.Style()))
            case .symbol(let name): out.append(Run(content: .symbol(name), style: Markdown.Style()))
            case .text(let part): out.append(Run(content: .part(part), style: Markdown.Style()))
            case .resolved(let f): out.append(Run(content: .text(f(env)), style: Markdown.Style()))
            }
        }
        flush()
        return out
    }
}

/// printf-style format specifiers in a translation (`%@`, `%lld`, `%.2f`, `%1$@`, `%%`), filled
/// with a key's interpolated values: in order, or by the position a specifier names.
enum FormatSpecifiers {
    static func fill(_ format: String, with values: [LocalizedStringKey.Piece]) -> [LocalizedStringKey.Piece] {
        var out: [LocalizedStringKey.Piece] = [], literal = "", next = 0
        let s = Array(format.unicodeScalars)
        var i = 0
        while i < s.count {
            guard s[i] == "%", i + 1 < s.count else { literal.unicodeScalars.append(s[i]); i += 1; continue }
            if s[i + 1] == "%" { literal += "%"; i += 2; continue }
            // %[n$][flags][width][.precision][length]conversion
            var j = i + 1, position: Int? = nil, digits = ""
            while j < s.count, ("0"..."9").contains(s[j]) { digits.unicodeScalars.append(s[j]); j += 1 }
            if j < s.count, s[j] == "$", let n = Int(digits) { position = n - 1; j += 1 } else { j = i + 1 }
            while j < s.count, "-+ #0123456789.hlqLzjt".unicodeScalars.contains(s[j]) { j += 1 }
            guard j < s.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(s[j]) else { literal.unicodeScalars.append(s[i]); i += 1; continue }
            let index = position ?? next
            if position == nil { next += 1 }
            guard index >= 0, index < values.count else { literal += String(String.UnicodeScalarView(s[i...j])); i = j + 1; continue }
            if !literal.isEmpty { out.append(.literal(literal)); literal = "" }
            out.append(values[index])
            i = j + 1
        }
        if !literal.isEmpty { out.append(.literal(literal)) }
        return out
    }
}
