import SwiftUI
import UIKit
@_exported import GdsDimensions

// Stand-in for the GdsTypography module of seb-oss/green-tokens-ios 0.0.13, which GdsKit
// re-exports (GdsKit itself only re-exports its colour and typography modules; the dimensions
// come along here). A typography token is a size, the text style it scales with, and a weight
// of the SEB Sans Serif family, which the package bundles and registers from its own asset
// catalog. Those font files are not part of the case's repository, so registering them does
// nothing here and the family's names resolve as any unavailable font does.

public struct Typography: Sendable {
    public let size: CGFloat
    public let textStyle: Font.TextStyle
    public let weight: Typography.Weight

    init(size: CGFloat, textStyle: Font.TextStyle, weight: Typography.Weight) {
        self.size = size
        self.textStyle = textStyle
        self.weight = weight
    }
}

extension Typography {
    public enum Weight: CaseIterable, Sendable {
        case bold, boldItalic, book, bookItalic, italic, light, lightItalic, medium, mediumItalic, regular

        var fontName: String {
            switch self {
            case .bold: "SEBSansSerif-Bold"
            case .boldItalic: "SEBSansSerif-BoldItalic"
            case .book: "SEBSansSerif-Book"
            case .bookItalic: "SEBSansSerif-BookItalic"
            case .italic: "SEBSansSerif-Italic"
            case .light: "SEBSansSerif-Light"
            case .lightItalic: "SEBSansSerif-LightItalic"
            case .medium: "SEBSansSerif-Medium"
            case .mediumItalic: "SEBSansSerif-MediumItalic"
            case .regular: "SEBSansSerif-Regular"
            }
        }
    }
}

public extension Typography {
    static let displayL = Typography(size: 64, textStyle: .largeTitle, weight: .book)
    static let displayM = Typography(size: 48, textStyle: .largeTitle, weight: .book)
    static let displayS = Typography(size: 36, textStyle: .largeTitle, weight: .book)
    static let headingXl = Typography(size: 32, textStyle: .largeTitle, weight: .book)
    static let headingL = Typography(size: 28, textStyle: .title, weight: .book)
    static let headingM = Typography(size: 24, textStyle: .title2, weight: .book)
    static let headingS = Typography(size: 20, textStyle: .title3, weight: .book)
    static let headingXs = Typography(size: 16, textStyle: .headline, weight: .book)
    static let preambleXl = Typography(size: 28, textStyle: .title, weight: .book)
    static let preambleL = Typography(size: 24, textStyle: .title2, weight: .book)
    static let preambleM = Typography(size: 20, textStyle: .title3, weight: .book)
    static let preambleS = Typography(size: 18, textStyle: .headline, weight: .book)
    static let detailLRegular = Typography(size: 18, textStyle: .title3, weight: .regular)
    static let detailLBook = Typography(size: 18, textStyle: .title3, weight: .book)
    static let detailLMedium = Typography(size: 18, textStyle: .title3, weight: .medium)
    static let detailMRegular = Typography(size: 16, textStyle: .headline, weight: .regular)
    static let detailMBook = Typography(size: 16, textStyle: .headline, weight: .book)
    static let detailMMedium = Typography(size: 16, textStyle: .headline, weight: .medium)
    static let detailSRegular = Typography(size: 14, textStyle: .subheadline, weight: .regular)
    static let detailSBook = Typography(size: 14, textStyle: .subheadline, weight: .book)
    static let detailSMedium = Typography(size: 14, textStyle: .subheadline, weight: .medium)
    static let detailXsRegular = Typography(size: 12, textStyle: .caption, weight: .regular)
    static let detailXsBook = Typography(size: 12, textStyle: .caption, weight: .book)
    static let detailXsMedium = Typography(size: 12, textStyle: .caption, weight: .medium)
    static let detail2xsRegular = Typography(size: 10, textStyle: .caption2, weight: .regular)
    static let detail2xsBook = Typography(size: 10, textStyle: .caption2, weight: .book)
    static let detail2xsMedium = Typography(size: 10, textStyle: .caption2, weight: .medium)
    static let bodyLRegular = Typography(size: 18, textStyle: .body, weight: .regular)
    static let bodyLRegularItalic = Typography(size: 18, textStyle: .body, weight: .regular)
    static let bodyLBook = Typography(size: 18, textStyle: .body, weight: .book)
    static let bodyLMedium = Typography(size: 18, textStyle: .body, weight: .medium)
    static let bodyMRegular = Typography(size: 16, textStyle: .body, weight: .regular)
    static let bodyMRegularItalic = Typography(size: 16, textStyle: .body, weight: .regular)
    static let bodyMBook = Typography(size: 16, textStyle: .body, weight: .book)
    static let bodyMMedium = Typography(size: 16, textStyle: .body, weight: .medium)
    static let bodySRegular = Typography(size: 14, textStyle: .footnote, weight: .regular)
    static let bodySRegularItalic = Typography(size: 14, textStyle: .footnote, weight: .regular)
    static let bodySBook = Typography(size: 14, textStyle: .footnote, weight: .book)
    static let bodySMedium = Typography(size: 14, textStyle: .footnote, weight: .medium)
}

extension Typography {
    nonisolated(unsafe) static var isRegistered = false

    /// The package registers its bundled font files here; they are not available to the case.
    public static func registerFonts() {
        isRegistered = true
    }
}

public extension Font {
    /// The family's face for the token, at its size, scaling with its text style.
    static func gds(_ typography: Typography) -> Font {
        if !Typography.isRegistered { Typography.registerFonts() }
        return .custom(typography.weight.fontName, size: typography.size, relativeTo: typography.textStyle)
    }
}

extension Typography: ViewModifier {
    public func body(content: Content) -> some View {
        content.font(.custom(weight.fontName, size: size, relativeTo: textStyle))
    }
}

public extension View {
    func typography(_ style: Typography) -> some View { modifier(style) }

    /// For previews (the package declares it in its debug builds).
    func previewByRegisteringFonts() -> some View {
        Typography.registerFonts()
        return self
    }
}

public extension CGFloat {
    static func gds(_ token: GdsSpacing) -> CGFloat { token.rawValue }
    static func gds(_ token: GdsRadius) -> CGFloat { token.rawValue }
}
