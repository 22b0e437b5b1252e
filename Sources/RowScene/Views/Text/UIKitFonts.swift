import RowText
import UIKit

// UIKit's font and insets in SwiftUI's types, as SwiftUI converts them.

extension Font {
    /// A UIKit font (`Font(UIFont.systemFont(ofSize: 13, weight: .bold))`): the system font at
    /// its size and weight, a text style's font (scaling with Dynamic Type), or the named font
    /// at a size that does not scale.
    public init(_ font: UIFont) {
        let weight = Font.weight(font.weight)
        var made: Font
        if let style = font.textStyle {
            made = .system(Font.textStyle(style), design: font.design == .default ? nil : Font.design(font.design), weight: weight == .regular ? nil : weight)
        } else if font.isSystemFont {
            made = .system(size: Double(font.pointSize), weight: weight, design: Font.design(font.design))
        } else {
            made = .custom(font.fontName, fixedSize: Double(font.pointSize))
        }
        self = font.isItalic ? made.italic() : made
    }

    /// A symbol weight as a font weight (nil for `.unspecified`).
    static func weight(_ w: UIImage.SymbolWeight) -> Weight? {
        switch w {
        case .unspecified: nil
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    static func design(_ design: UIFontDescriptor.SystemDesign) -> Design {
        switch design {
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        default: .default
        }
    }

    /// UIKit's weight values, to the nearest of SwiftUI's weights (through the symbol weight
    /// nearest them: the two name the same nine steps).
    static func weight(_ w: UIFont.Weight) -> Weight { weight(UIImage.SymbolWeight(w)) ?? .regular }

    static func textStyle(_ style: UIFont.TextStyle) -> TextStyle {
        switch style {
        case .largeTitle: .largeTitle
        case .title1: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption
        case .caption2: .caption2
        default: .body
        }
    }
}

extension EdgeInsets {
    /// UIKit's directional insets, edge for edge.
    public init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}

extension NSString {
    /// UIKit's `size(withAttributes:)`: the string's size set in one line per hard line with the
    /// attributes' font (`.font`; the body text style's without one), by the fonts of the render
    /// that asks (the bundled fonts outside a render). Other attributes do not change it here.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = (attributes?[.font] as? UIFont).map(Font.init) ?? .body
        let rendering = Thread.isMainThread ? MainActor.assumeIsolated { ViewGraph.running?.fonts } : nil
        guard let fonts = rendering ?? NSString.bundledFonts,
              let layout = try? fonts.layout([TextSpan(String(self), SpanStyle(font: font.descriptor))]) else { return .zero }
        return CGSize(width: layout.width, height: layout.height)
    }
    /// The bundled fonts, for measuring outside a render (loaded on first use, never changed).
    private static let bundledFonts = try? FontLibrary()
}
