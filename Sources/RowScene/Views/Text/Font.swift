import RowText

/// A font request, as SwiftUI spells it: `.system(size:weight:design:)`, `.body`,
/// `.custom(_:size:)`, with `.weight`, `.bold()`, `.italic()`, `.monospaced()` and
/// `.monospacedDigit()`.
public struct Font: Sendable, Hashable {
    public typealias Weight = FontWeight
    public typealias TextStyle = RowText.TextStyle
    /// Font designs: `.monospaced` (Noto Sans Mono), `.rounded` (Quicksand), `.serif` (TeX Gyre
    /// Termes) stand in for SF Mono, SF Pro Rounded and New York.
    public enum Design: Sendable, Hashable { case `default`, monospaced, rounded, serif }
    var descriptor: FontDescriptor
    /// The requested width; the bundled faces have one, so other widths draw at it and warn.
    var requestedWidth: Width = .standard

    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(descriptor: .system(size: size, weight: weight ?? .regular)).design(design ?? .default)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(descriptor: .system(style, weight: weight)).design(design ?? .default)
    }
    /// A named font (family or PostScript name), scaled with Dynamic Type relative to body like
    /// SwiftUI's. "Helvetica Neue" is served by its stand-in; a name neither bundled nor added
    /// uses the system font and warns.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle = .body) -> Font {
        Font(descriptor: .custom(family(name), size: size, relativeTo: style))
    }
    /// A named font at a size that never scales.
    public static func custom(_ name: String, fixedSize size: Double) -> Font {
        Font(descriptor: FontDescriptor(family: family(name), size: size))
    }
    private static func family(_ name: String) -> FontFamily {
        name.lowercased() == "helvetica neue" ? .helveticaNeue : .custom(name)
    }

    func designed(_ design: Design) -> Font { self.design(design) }
    private func design(_ design: Design) -> Font {
        var d = descriptor
        switch design {
        case .default: return self
        case .monospaced: d.family = .monospaced
        case .rounded: d.family = .rounded
        case .serif: d.family = .serif
        }
        return Font(descriptor: d)
    }
    /// Widths of the system font (SF Pro's condensed and expanded cuts). The bundled stand-in
    /// has one width: text in another is drawn at it, with a warning.
    public struct Width: Sendable, Hashable {
        let name: String
        public static let compressed = Width(name: "compressed"), condensed = Width(name: "condensed")
        public static let standard = Width(name: "standard"), expanded = Width(name: "expanded")
    }
    public func width(_ width: Width) -> Font { var f = self; f.requestedWidth = width; return f }

    public func weight(_ weight: Weight) -> Font { Font(descriptor: descriptor.weight(weight)) }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { Font(descriptor: descriptor.italic()) }
    public func monospaced() -> Font { Font(descriptor: descriptor.monospaced()) }
    public func monospacedDigit() -> Font { Font(descriptor: descriptor.monospacedDigit()) }
    /// Small capitals where the face has them (the bundled stand-ins have none: letters stay as they are).
    public func smallCaps() -> Font { Font(descriptor: descriptor.smallCaps([.lowercase, .uppercase])) }
    public func lowercaseSmallCaps() -> Font { Font(descriptor: descriptor.smallCaps(.lowercase)) }
    public func uppercaseSmallCaps() -> Font { Font(descriptor: descriptor.smallCaps(.uppercase)) }

    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), body = system(.body)
    public static let callout = system(.callout), subheadline = system(.subheadline), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)
}
