/// iOS content size categories (Settings › Display › Text Size), smallest to largest.
public enum DynamicTypeSize: String, Sendable, CaseIterable, Codable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// iOS's default.
    public static let `default` = DynamicTypeSize.large

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// SwiftUI's text styles (`Font.TextStyle`), with their point sizes per content size category
/// (Apple's Human Interface Guidelines, "Dynamic Type sizes") and their weights.
public enum TextStyle: String, Sendable, CaseIterable, Codable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Sizes for xSmall … accessibility5, in points.
    private var sizes: [Double] {
        switch self {
        case .largeTitle:  return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title:       return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:      return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:      return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:    return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body:        return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout:     return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote:    return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption:     return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2:    return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's size in points at a content size category.
    public func size(_ category: DynamicTypeSize) -> Double {
        sizes[DynamicTypeSize.allCases.firstIndex(of: category)!]
    }

    /// The style's default weight (headline is semibold).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// A size given at `large` scaled the way UIFontMetrics scales it for this style:
    /// by the ratio of the style's size at `category` to its size at `large`.
    public func scaled(_ size: Double, _ category: DynamicTypeSize) -> Double {
        size * self.size(category) / self.size(.large)
    }
}
