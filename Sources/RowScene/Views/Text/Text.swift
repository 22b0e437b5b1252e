import Foundation
import RowRaster
import RowText

/// Text, as SwiftUI's `Text`: a string literal is a `LocalizedStringKey` (its Markdown —
/// bold, italic, code, strikethrough, links — is styled); a `String` value or
/// `Text(verbatim:)` is shown as it is; dates and formatted values follow the environment's
/// locale, time zone and clock. Texts concatenate with `+`, each part keeping its own styles;
/// a modifier on the whole styles the parts that set nothing themselves. Wraps onto as many
/// lines as the width needs unless `lineLimit` says otherwise.
public nonisolated struct Text: PrimitiveView {
    public enum Case: Sendable, Hashable { case uppercase, lowercase }
    /// `Text(date, style:)`'s styles.
    public enum DateStyle: Sendable, Hashable { case time, date, relative, offset, timer }
    /// Where text too long for its lines is cut (`truncationMode`).
    public enum TruncationMode: Sendable, Hashable { case head, middle, tail }
    /// An underline or strikethrough pattern (`.solid` is drawn; others draw solid too).
    public struct LineStyle: Sendable, Hashable {
        public enum Pattern: Sendable, Hashable { case solid, dot, dash, dashDot, dashDotDot }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        public static let single = LineStyle()
    }

    /// Styles a part sets for itself (nil: inherited from the modifiers around it).
    struct Attributes {
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var monospaced: Bool?
        var monospacedDigit: Bool?
        var style: AnyShapeStyle?
        var tracking: Double?
        var kerning: Double?
        var baselineOffset: Double?
        var underline: (on: Bool, color: Color?)?
        var strikethrough: (on: Bool, color: Color?)?
        /// Set on Markdown links: drawn in the accent color unless the part sets a style.
        var isLink = false

        /// Fills what this part leaves unset from `outer`.
        func under(_ outer: Attributes) -> Attributes {
            var a = self
            a.font = font ?? outer.font; a.weight = weight ?? outer.weight; a.italic = italic ?? outer.italic
            a.monospaced = monospaced ?? outer.monospaced; a.monospacedDigit = monospacedDigit ?? outer.monospacedDigit
            a.style = style ?? outer.style; a.tracking = tracking ?? outer.tracking; a.kerning = kerning ?? outer.kerning
            a.baselineOffset = baselineOffset ?? outer.baselineOffset
            a.underline = underline ?? outer.underline; a.strikethrough = strikethrough ?? outer.strikethrough
            a.isLink = isLink || outer.isLink
            return a
        }
    }

    enum Content {
        case verbatim(String)
        case key(LocalizedStringKey)
        case symbol(String)
        /// Text that depends on the environment (dates, formatted values).
        case resolved(@Sendable (EnvironmentValues) -> String)
    }

    struct Part {
        var content: Content
        var attributes = Attributes()
    }

    var parts: [Part]

    init(parts: [Part]) { self.parts = parts }
    /// A localized string key: its Markdown is styled; interpolated values are shown as they are.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        var key = key
        key.table = tableName
        parts = [Part(content: .key(key))]
    }
    /// A string value, shown as it is (no Markdown, as SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { parts = [Part(content: .verbatim(String(content)))] }
    public init(verbatim content: String) { parts = [Part(content: .verbatim(content))] }
    /// A localizable resource's text — its key's translation in the render's string catalogs,
    /// else its default value — with Markdown, as a key's.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        var key = LocalizedStringKey(resource.defaultValue.text)
        key.table = resource.table
        key.lookupKey = resource.key
        parts = [Part(content: .key(key))]
    }
    /// An SF Symbol inline with text.
    public init(_ image: Image) { parts = [Part(content: .symbol(image.systemName))] }
    /// A date in one of SwiftUI's styles, relative to the environment's clock where it says so.
    public init(_ date: Date, style: DateStyle) {
        parts = [Part(content: .resolved { env in TextFormatting.format(date, style: style, env) })]
    }
    /// A timer over an interval, at the environment's clock: the time left to its end when
    /// counting down, the time since its start when not (held at the interval's ends, or at
    /// `pauseTime`).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        parts = [Part(content: .resolved { env in
            let now = min(max(pauseTime ?? env.now.addingTimeInterval(env.time), timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = Int((countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)).rounded(.down))
            let (h, m, sec) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let minutes = showsHours ? m : seconds / 60
            return showsHours && h > 0 ? String(format: "%d:%02d:%02d", h, minutes, sec) : String(format: "%d:%02d", minutes, sec)
        })]
    }
    /// A date range ("9:30 – 10:30 AM").
    public init(_ dates: ClosedRange<Date>) {
        parts = [Part(content: .resolved { env in TextFormatting.format(dates, env) })]
    }
    /// A value in a format style, with the environment's locale applied where the style has one.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let render = UncheckedSendable({ (env: EnvironmentValues) in TextFormatting.format(input, format, env) })
        parts = [Part(content: .resolved { env in render.value(env) })]
    }

    /// A value written by a `Formatter` (`DateFormatter`, `NumberFormatter`, …), as it is set
    /// up; a formatter left at the current locale or time zone takes the environment's, since
    /// Linux's current locale is not the iPhone's.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(formatted: subject, formatter)
    }
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatted: subject, formatter)
    }
    /// Foundation's value types on Linux (`Date`, `Decimal`, `Measurement`) are not
    /// `ReferenceConvertible` as Apple's are; they are formatted the same way.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatted: subject, formatter)
    }
    private init(formatted subject: Any, _ formatter: Formatter) {
        let call = UncheckedSendable({ (env: EnvironmentValues) in TextFormatting.format(subject, formatter, env) })
        parts = [Part(content: .resolved { env in call.value(env) })]
    }

    public static func + (a: Text, b: Text) -> Text { Text(parts: a.parts + b.parts) }

    /// Sets attributes on every part that sets none itself.
    private func styled(_ change: (inout Attributes) -> Void) -> Text {
        var outer = Attributes()
        change(&outer)
        return Text(parts: parts.map { var p = $0; p.attributes = p.attributes.under(outer); return p })
    }

    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { styled { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { styled { $0.italic = isActive } }
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.monospaced = isActive } }
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.style = color.map(AnyShapeStyle.init) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.style = AnyShapeStyle(style) } }
    public func tracking(_ tracking: Double) -> Text { styled { $0.tracking = tracking } }
    public func kerning(_ kerning: Double) -> Text { styled { $0.kerning = kerning } }
    public func baselineOffset(_ offset: Double) -> Text { styled { $0.baselineOffset = offset } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.underline = (isActive, color) } }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.strikethrough = (isActive, color) } }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let env = context.environment
        var spans: [TextSpan] = []
        var paints: [TextNode.SpanPaint] = []
        var warnings: [String] = []
        for part in parts {
            for (string, markdown) in pieces(part.content, env) {
                var a = markdown.under(part.attributes)
                if a.isLink && a.style == nil { a.style = AnyShapeStyle(env.tint ?? Color.accentColor) }
                let font = a.font ?? env.font ?? .body
                var descriptor = font.descriptor
                let width = env.fontWidth ?? font.requestedWidth
                if width != .standard {
                    let warning = "font width .\(width.name) is not bundled; the text is drawn at the standard width"
                    if !warnings.contains(warning) { warnings.append(warning) }
                }
                if let w = a.weight ?? env.fontWeight { descriptor = descriptor.weight(w) }
                if a.italic ?? env.italic { descriptor = descriptor.italic() }
                // The environment's design applies to a system font of the default design, the
                // text's own font too (`Text(…).font(.title3)` under `.fontDesign(.rounded)`).
                if let design = env.fontDesign, descriptor.family == .system {
                    descriptor = Font(descriptor: descriptor).designed(design).descriptor
                }
                if a.monospaced ?? false { descriptor = descriptor.monospaced() }
                if a.monospacedDigit ?? env.monospacedDigit { descriptor = descriptor.monospacedDigit() }
                try SceneError.check(descriptor.size, "font size")
                let tracking = a.tracking ?? env.tracking, kerning = a.kerning ?? env.kerning
                let baselineOffset = a.baselineOffset ?? env.baselineOffset
                try SceneError.check(tracking, "tracking", minimum: -1000)
                try SceneError.check(kerning, "kerning", minimum: -1000)
                try SceneError.check(baselineOffset, "baselineOffset", minimum: -10000)
                let underline = a.underline ?? (env.underline ? (true, nil) : (false, nil))
                let strikethrough = a.strikethrough ?? (env.strikethrough ? (true, nil) : (false, nil))
                let style = SpanStyle(font: descriptor, tracking: tracking, kerning: kerning, baselineOffset: baselineOffset,
                                      underline: underline.on, strikethrough: strikethrough.on,
                                      textCase: env.textCase.map { $0 == .uppercase ? .uppercase : .lowercase }, tag: paints.count)
                switch string {
                case .text(let s): spans.append(TextSpan(s, style))
                case .symbol(let name): spans.append(TextSpan(symbol: name, style))
                }
                paints.append(TextNode.SpanPaint(style: a.style ?? env.foregroundStyle ?? AnyShapeStyle(Color.primary),
                                                 underline: underline.color, strikethrough: strikethrough.color))
            }
        }
        let paragraph = ParagraphStyle(
            maxLines: env.lineLimit, minLines: env.reservedLines, alignment: env.multilineTextAlignment.paragraph(rightToLeft: false),
            truncation: env.truncationMode.paragraph, lineSpacing: env.lineSpacing, minimumScaleFactor: env.minimumScaleFactor,
            rightToLeft: env.layoutDirection == .rightToLeft, dynamicType: env.dynamicTypeSize)
        try SceneError.check(paragraph.lineSpacing, "lineSpacing", minimum: -1000)
        guard paragraph.minimumScaleFactor > 0, paragraph.minimumScaleFactor <= 1 else {
            throw SceneError("minimumScaleFactor must be within 0…1 (exclusive of 0), found \(paragraph.minimumScaleFactor)")
        }
        return try TextNode(spans: spans, paints: paints, paragraph: paragraph, fonts: context.fonts, environment: env, warnings: warnings)
    }

    enum Piece { case text(String), symbol(String) }

    /// A part's content as strings with the styles it and its Markdown give them.
    private func pieces(_ content: Content, _ env: EnvironmentValues) -> [(Piece, Attributes)] {
        switch content {
        case .verbatim(let s): return [(.text(s), Attributes())]
        case .symbol(let name): return [(.symbol(name), Attributes())]
        case .resolved(let f): return [(.text(f(env)), Attributes())]
        case .key(let key):
            // One array for all the runs (a loop, not a flatMap of one small array per run).
            let runs = key.runs(env)
            var out: [(Piece, Attributes)] = []
            out.reserveCapacity(runs.count)
            for run in runs {
                var a = Attributes()
                if run.style.strong { a.weight = .bold }
                if run.style.emphasis { a.italic = true }
                if run.style.code { a.monospaced = true }
                if run.style.strikethrough { a.strikethrough = (true, nil) }
                a.isLink = run.style.link != nil
                switch run.content {
                case .text(let s): out.append((.text(s), a))
                case .symbol(let name): out.append((.symbol(name), a))
                case .part(let part):
                    // An interpolated Text keeps its own styles over the Markdown's.
                    for (piece, attributes) in pieces(part.content, env) { out.append((piece, attributes.under(part.attributes).under(a))) }
                }
            }
            return out
        }
    }
}

/// A value the compiler cannot prove sendable but which is only read (a format style's input).
struct UncheckedSendable<T>: @unchecked Sendable { let value: T; init(_ value: T) { self.value = value } }

/// `multilineTextAlignment`'s values.
public enum TextAlignment: Sendable, Hashable {
    case leading, center, trailing
    func paragraph(rightToLeft: Bool) -> ParagraphStyle.Alignment {
        switch self { case .leading: return .leading; case .center: return .center; case .trailing: return .trailing }
    }
}

extension Text.TruncationMode {
    var paragraph: ParagraphStyle.Truncation {
        switch self { case .head: return .head; case .middle: return .middle; case .tail: return .tail }
    }
}
