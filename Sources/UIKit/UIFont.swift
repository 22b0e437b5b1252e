import Foundation

/// A font described by its attributes (UIKit's `UIFontDescriptor`): a font's descriptor, changed
/// to another design, traits (bold, italic) or size, made a font again by `UIFont(descriptor:size:)`.
public final class UIFontDescriptor: Sendable, Hashable {
    /// The system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    /// Traits a font has: bold and italic change the font; the others stay with the descriptor
    /// (not drawn, and not kept by the font made from it).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0), traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5), traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10), traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12), traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// Swift's short names (`.bold`, `.italic`).
        public static let italic = traitItalic, bold = traitBold
    }

    let font: UIFont
    /// Traits beyond bold and italic, kept as given.
    let otherTraits: SymbolicTraits
    init(font: UIFont, otherTraits: SymbolicTraits = []) { self.font = font; self.otherTraits = otherTraits }
    /// A named font's descriptor.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: UIFont(name: fontName, family: fontName, size: size, weight: .regular, system: false))
    }
    /// A text style's font at the default Dynamic Type size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    public var pointSize: CGFloat { font.pointSize }
    public var symbolicTraits: SymbolicTraits {
        var traits = otherTraits
        if font.isItalic { traits.insert(.traitItalic) }
        if font.weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
        if font.isMonospaced { traits.insert(.traitMonoSpace) }
        return traits
    }
    /// The system font in another design (nil for a named font, as UIKit has no such variant).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard font.isSystemFont else { return nil }
        return UIFontDescriptor(font: UIFont(name: font.fontName, family: font.familyName, size: font.pointSize, weight: font.weight,
                                             textStyle: font.textStyle, system: true, design: design, italic: font.isItalic), otherTraits: otherTraits)
    }
    /// The font with exactly these traits: bold sets the bold weight (and leaving it out of a bold
    /// font sets the regular one), italic slants.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let wasBold = font.weight.rawValue >= UIFont.Weight.bold.rawValue
        let weight: UIFont.Weight = traits.contains(.traitBold) ? (wasBold ? font.weight : .bold) : (wasBold ? .regular : font.weight)
        let design: UIFontDescriptor.SystemDesign = traits.contains(.traitMonoSpace) && font.isSystemFont ? .monospaced : font.design
        return UIFontDescriptor(font: UIFont(name: font.fontName, family: font.familyName, size: font.pointSize, weight: weight,
                                             textStyle: font.textStyle, system: font.isSystemFont, design: design,
                                             italic: traits.contains(.traitItalic)),
                                otherTraits: traits.subtracting([.traitBold, .traitItalic, .traitMonoSpace]))
    }
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize), otherTraits: otherTraits) }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool { a.font == b.font && a.otherTraits == b.otherTraits }
    public func hash(into h: inout Hasher) { h.combine(font) }
}

/// UIKit's font request, as rows pass it to SwiftUI (`Font(UIFont.systemFont(ofSize: 6, weight:
/// .bold))`) or keep it in their styles: the system font at a size and weight, a text style's
/// font at the default Dynamic Type size, or a named font. SwiftUI's `Font(_:)` draws it.
public final class UIFont: Sendable, Hashable {
    /// UIKit's weights, by their values (regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }
    /// The text styles, with their sizes at the default Dynamic Type size (iOS's Large).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
        var size: CGFloat {
            ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15, "body": 17,
             "callout": 16, "footnote": 13, "caption1": 12, "caption2": 11][rawValue] ?? 17
        }
    }
    /// The font's name ("SFUI" stands for the system font here), family and size.
    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    /// The text style it was made for, if any (it then scales with Dynamic Type in SwiftUI).
    public let textStyle: TextStyle?
    public let isSystemFont: Bool
    /// The system font's design (rounded, serif, monospaced; `.default` for SF Pro and named fonts).
    public let design: UIFontDescriptor.SystemDesign
    public var isMonospaced: Bool { design == .monospaced }
    public let isItalic: Bool

    init(name: String, family: String, size: CGFloat, weight: Weight, textStyle: TextStyle? = nil, system: Bool,
         design: UIFontDescriptor.SystemDesign = .default, italic: Bool = false) {
        fontName = name; familyName = family; pointSize = size; self.weight = weight; self.textStyle = textStyle
        isSystemFont = system; self.design = design; isItalic = italic
    }
    /// The font a descriptor describes, at `pointSize` (0: the descriptor's own size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = descriptor.font
        self.init(name: f.fontName, family: f.familyName, size: pointSize > 0 ? pointSize : f.pointSize, weight: f.weight,
                  textStyle: pointSize > 0 && pointSize != f.pointSize ? nil : f.textStyle, system: f.isSystemFont, design: f.design, italic: f.isItalic)
    }
    /// The font's descriptor: its family, size, weight, design and traits.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }
    /// A named font (its PostScript or family name); iOS has it when the app or the system
    /// does, which only a render can tell — so it is always given.
    public convenience init?(name: String, size: CGFloat) {
        self.init(name: name, family: name, size: size, weight: .regular, system: false)
    }
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: ".SFUI", family: "System", size: size, weight: weight, system: true)
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: "System", size: size, weight: .regular, system: true, italic: true)
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono", family: "System", size: size, weight: weight, system: true, design: .monospaced)
    }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: size, weight: weight) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: ".SFUI", family: "System", size: style.size, weight: style == .headline ? .semibold : .regular, textStyle: style, system: true)
    }
    /// The installed font families and their fonts: RowFrame finds fonts by name (its bundled ones
    /// and those `ROWFRAME_FONTS` gives) and lists none.
    public static var familyNames: [String] { [] }
    public static func fontNames(forFamilyName familyName: String) -> [String] { [] }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: size, weight: weight, textStyle: nil, system: isSystemFont, design: design, italic: isItalic)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.fontName == b.fontName && a.pointSize == b.pointSize && a.weight == b.weight && a.textStyle == b.textStyle && a.isItalic == b.isItalic
            && a.design == b.design
    }
    public func hash(into h: inout Hasher) { h.combine(fontName); h.combine(pointSize); h.combine(weight) }
}

/// Insets by leading and trailing edge (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

/// Insets by left and right edge (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

/// Scales sizes with Dynamic Type as a text style does (`UIFontMetrics`). A render's code sees
/// the default content size (iOS's Large), where scaling is the identity: a render at another
/// Dynamic Type size scales SwiftUI's fonts, not values code computed this way.
public final class UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.withSize(min(font.pointSize, maximumPointSize)) }
}

/// UIKit's attribute names (what `titleTextAttributes` and `NSAttributedString` carry).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
