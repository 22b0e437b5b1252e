import Foundation

// `Text(AttributedString)` with SwiftUI's text attributes (`foregroundColor`, `backgroundColor`,
// `font`, `strikethroughStyle`, `underlineStyle`, `kern`, `tracking`, `baselineOffset`) and
// Foundation's links; and Foundation's inline presentation intents and Markdown parsing
// (`AttributedString(markdown:)`), which Foundation on Linux lacks, read by RowScene's own
// Markdown parser, the one `Text("**bold**")` uses.

extension AttributeScopes {
    /// The text attributes RowScene draws, as SwiftUI's scope names them.
    public struct RowSceneAttributes: AttributeScope {
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "RowScene.ForegroundColor" }
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "RowScene.BackgroundColor" }
        public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "RowScene.Font" }
        public enum StrikethroughStyleAttribute: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "RowScene.Strikethrough" }
        public enum UnderlineStyleAttribute: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "RowScene.Underline" }
        public enum KerningAttribute: AttributedStringKey { public typealias Value = Double; public static let name = "RowScene.Kerning" }
        public enum TrackingAttribute: AttributedStringKey { public typealias Value = Double; public static let name = "RowScene.Tracking" }
        public enum BaselineOffsetAttribute: AttributedStringKey { public typealias Value = Double; public static let name = "RowScene.BaselineOffset" }
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent; public static let name = "NSInlinePresentationIntent"
        }

        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes
    }
    public var rowScene: RowSceneAttributes.Type { RowSceneAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.RowSceneAttributes, T>) -> T {
        self[T.self]
    }
    /// UIKit's attributes, reached by name when the value is UIKit's (`string.font = .preferredFont(…)`);
    /// SwiftUI's take priority, as on iOS when both frameworks are imported.
    @_disfavoredOverload
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeScopes {
    /// UIKit's attributes (`AttributeScopes.UIKitAttributes`): a `UIFont`, `UIColor`s. An
    /// `AttributedString` keeps them; SwiftUI's `Text` draws its own scope's and ignores these, as
    /// on iOS (a `UITextView` or `UILabel` given the string would use them).
    public struct UIKitAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey { public typealias Value = UIFont; public static let name = "NSFont" }
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSColor" }
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSBackgroundColor" }
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: FoundationAttributes
    }
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension Text {
    /// Attributed text: each run a part with the styles its attributes give.
    @_disfavoredOverload
    public init(_ attributed: AttributedString) {
        typealias A = AttributeScopes.RowSceneAttributes
        var parts: [Part] = []
        for run in attributed.runs {
            var a = Attributes()
            if let color = run[A.ForegroundColorAttribute.self] { a.style = AnyShapeStyle(color) }
            if let font = run[A.FontAttribute.self] { a.font = font }
            if let s = run[A.StrikethroughStyleAttribute.self] { a.strikethrough = (true, s.color) }
            if let u = run[A.UnderlineStyleAttribute.self] { a.underline = (true, u.color) }
            if let k = run[A.KerningAttribute.self] { a.kerning = k }
            if let t = run[A.TrackingAttribute.self] { a.tracking = t }
            if let b = run[A.BaselineOffsetAttribute.self] { a.baselineOffset = b }
            if let intent = run[A.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { a.weight = .bold }
                if intent.contains(.emphasized) { a.italic = true }
                if intent.contains(.code) { a.monospaced = true }
                if intent.contains(.strikethrough) { a.strikethrough = (true, nil) }
            }
            if run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil { a.isLink = true }
            parts.append(Part(content: .verbatim(String(attributed[run.range].characters)), attributes: a))
        }
        self.init(parts: parts)
    }
}

/// Core Graphics' color, for rows that hand one to `Color` (`Color(cgColor:)`).
public final class CGColor: @unchecked Sendable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }
    public static let black = CGColor(gray: 0, alpha: 1), white = CGColor(gray: 1, alpha: 1), clear = CGColor(gray: 0, alpha: 0)
    var color: Color {
        let c = components ?? [0, 0, 0, 1]
        return c.count >= 4 ? Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3]))
                            : Color(white: Double(c.first ?? 0), opacity: Double(c.last ?? 1))
    }
}
extension Color {
    public init(cgColor: CGColor) { self = cgColor.color }
    /// (Deprecated in SwiftUI, so `Color(.white)` means `UIColor.white`, as on iOS.)
    @_disfavoredOverload
    public init(_ cgColor: CGColor) { self = cgColor.color }
}
extension UIColor {
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
    public var cgColor: CGColor {
        let c = color.light
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}

#if !canImport(Darwin)
/// How a run of Markdown text is set (Foundation's `InlinePresentationIntent`).
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

extension AttributedString {
    /// How Markdown is read (every syntax is read as inline here: RowScene's parser reads
    /// emphasis, strong emphasis, code, strikethrough and links, and keeps the rest as text).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes; self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy; self.languageCode = languageCode
        }
    }
    /// Attributed text from Markdown: each run with its inline presentation intent, links with
    /// their URL.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        var result = AttributedString()
        for run in Markdown.parse(markdown) {
            var part = AttributedString(run.style.inflect ? Inflection.agreeing(run.text, language: options.languageCode) : run.text)
            var intent: InlinePresentationIntent = []
            if run.style.strong { intent.insert(.stronglyEmphasized) }
            if run.style.emphasis { intent.insert(.emphasized) }
            if run.style.code { intent.insert(.code) }
            if run.style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { part[AttributeScopes.RowSceneAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let destination = run.style.link, let url = URL(string: destination, relativeTo: baseURL) { part.link = url }
            result += part
        }
        self = result
    }
}
#endif
