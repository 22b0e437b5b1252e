import Foundation

extension UIImage {
    /// Traits an image is drawn with (`UIImage.Configuration`); symbol images take a
    /// `SymbolConfiguration`.
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    /// The weights of SF Symbols, as UIKit names them.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    /// The symbol scales: relative to the text they stand with (small, medium, large).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    /// How a symbol image is drawn (`UIImage.SymbolConfiguration`): its point size and weight or
    /// text style (or a font), its scale, and colors for hierarchical or palette rendering. SwiftUI's
    /// `Image(uiImage:)` draws a symbol image with them.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight?
        public let scale: SymbolScale?
        public let textStyle: UIFont.TextStyle?
        /// Colors for palette rendering, or one for hierarchical rendering (UIColors, which
        /// SwiftUI's side of the package declares).
        package let colors: [any Sendable]
        package let hierarchical: Bool
        package let prefersMulticolor: Bool

        init(pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, textStyle: UIFont.TextStyle? = nil,
             colors: [any Sendable] = [], hierarchical: Bool = false, prefersMulticolor: Bool = false) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.textStyle = textStyle
            self.colors = colors; self.hierarchical = hierarchical; self.prefersMulticolor = prefersMulticolor
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle) }
        /// The font's size and weight (and its text style, when it has one).
        public convenience init(font: UIFont) {
            self.init(pointSize: font.textStyle == nil ? font.pointSize : nil, weight: SymbolWeight(font.weight), scale: nil, textStyle: font.textStyle)
        }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.textStyle == nil ? font.pointSize : nil, weight: SymbolWeight(font.weight), scale: scale, textStyle: font.textStyle)
        }
        /// Hierarchical rendering in a color (a `UIColor`).
        public convenience init(hierarchicalColor: some Sendable) { self.init(colors: [hierarchicalColor], hierarchical: true) }
        /// Palette rendering in these colors (`UIColor`s), primary first.
        public convenience init(paletteColors: [some Sendable]) { self.init(colors: paletteColors) }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }
        public static let unspecified = SymbolConfiguration()

        /// This configuration with `other`'s values where `other` sets them.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight, scale: other.scale ?? scale,
                                       textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
                                       colors: other.colors.isEmpty ? colors : other.colors,
                                       hierarchical: other.colors.isEmpty ? hierarchical : other.hierarchical,
                                       prefersMulticolor: prefersMulticolor || other.prefersMulticolor)
        }
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(scale: scale, textStyle: textStyle, colors: colors, hierarchical: hierarchical, prefersMulticolor: prefersMulticolor)
        }
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, textStyle: textStyle, colors: colors, hierarchical: hierarchical,
                                prefersMulticolor: prefersMulticolor)
        }
    }

    /// A symbol drawn with a configuration (nil when the name names no symbol).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let base = UIImage(systemName: name) else { return nil }
        self.init(source: base.source, symbolConfiguration: configuration as? SymbolConfiguration)
    }
    public convenience init?(systemName name: String, compatibleWith traitCollection: AnyObject?) { self.init(systemName: name) }
    /// An asset (or a custom symbol of the app) drawn with a configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let base = UIImage(named: name) else { return nil }
        self.init(source: base.source, symbolConfiguration: configuration as? SymbolConfiguration)
    }
    /// The image with `configuration` (a symbol's replaces the one it had).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(source: source, scale: scale, renderingMode: renderingMode, tint: tint, symbolConfiguration: configuration as? SymbolConfiguration)
    }
    /// The image with `configuration` applied over the symbol configuration it has.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        UIImage(source: source, scale: scale, renderingMode: renderingMode, tint: tint,
                symbolConfiguration: (symbolConfiguration ?? .unspecified).applying(configuration))
    }
    public var configuration: Configuration? { symbolConfiguration }

    /// UIKit's standard symbol images.
    public static var add: UIImage { UIImage(source: .system("plus")) }
    public static var remove: UIImage { UIImage(source: .system("minus")) }
    public static var checkmark: UIImage { UIImage(source: .system("checkmark")) }
    public static var strokedCheckmark: UIImage { UIImage(source: .system("checkmark")) }
    public static var actions: UIImage { UIImage(source: .system("ellipsis")) }
}

extension UIImage.SymbolWeight {
    /// The symbol weight nearest a font weight.
    package init(_ weight: UIFont.Weight) {
        let steps: [(CGFloat, UIImage.SymbolWeight)] = [(-0.7, .ultraLight), (-0.5, .thin), (-0.2, .light), (0.115, .regular), (0.265, .medium),
                                                        (0.35, .semibold), (0.48, .bold), (0.59, .heavy)]
        self = steps.first { weight.rawValue < $0.0 }?.1 ?? .black
    }
}
