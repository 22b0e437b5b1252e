import SwiftUI
// Stubs for horizontalsystems/unstoppable-wallet-ios .../UserInterface/SwiftUI/AlertCardView.swift (what
// the row uses from elsewhere in WalletCore: ThemeText, TextStyle, ColorStyle, Caution, margins,
// fonts, colours). Asset colours use their colour sets' light values.

extension Color {
    static let themeLeah = Color(red: 0.082, green: 0.082, blue: 0.082)
    static let themeGray = Color(red: 0.502, green: 0.502, blue: 0.522)
    static let themeAndy = Color(red: 0.702, green: 0.702, blue: 0.702)
    static let themeLucian = Color(red: 1.000, green: 0.082, blue: 0.000)
    static let themeJacob = Color(red: 1.000, green: 0.616, blue: 0.000)
    static let themeRemus = Color(red: 0.039, green: 0.631, blue: 0.467)
}

extension Font {
    static func manRopeFont(size: CGFloat, weight: Font.Weight) -> Font {
        switch weight {
        case .medium: return Font.custom("Manrope-Medium", size: size)
        case .semibold: return Font.custom("Manrope-SemiBold", size: size)
        default: return Font.custom("Manrope-Regular", size: size)
        }
    }
}

/// ThemeKit/Margins.swift
extension CGFloat {
    static let cornerRadius16: CGFloat = 16
    static let margin10: CGFloat = 10
    static let margin16: CGFloat = 16
    static let margin24: CGFloat = 24
    static let heightOneDp: CGFloat = 1
    static let iconSize20: CGFloat = 20
    static let iconSize24: CGFloat = 24
}

public enum ColorStyle {
    case primary
    case secondary
    case red
    case green
    case yellow

    var color: Color { color() }

    func color(dimmed: Bool = false) -> Color {
        switch self {
        case .primary: return dimmed ? .themeAndy : .themeLeah
        case .secondary: return dimmed ? .themeAndy : .themeGray
        case .red: return .themeLucian.opacity(dimmed ? 0.5 : 1)
        case .green: return .themeRemus.opacity(dimmed ? 0.5 : 1)
        case .yellow: return .themeJacob.opacity(dimmed ? 0.5 : 1)
        }
    }
}

enum TextStyle {
    case headline2
    case subheadR

    var font: Font {
        switch self {
        case .headline2: return .manRopeFont(size: 16, weight: .semibold)
        case .subheadR: return .manRopeFont(size: 14, weight: .regular)
        }
    }

    var defaultColorStyle: ColorStyle {
        switch self {
        case .headline2: return .primary
        case .subheadR: return .secondary
        }
    }
}

struct ThemeText: View {
    private let text: TextType
    private let style: TextStyle
    private let colorStyle: ColorStyle

    init(_ text: CustomStringConvertible, style: TextStyle, colorStyle: ColorStyle? = nil) {
        self.text = .plain(text.description)
        self.style = style
        self.colorStyle = colorStyle ?? style.defaultColorStyle
    }

    init(_ attributedString: AttributedString, style: TextStyle, colorStyle: ColorStyle? = nil) {
        text = .attributed(attributedString)
        self.style = style
        self.colorStyle = colorStyle ?? style.defaultColorStyle
    }

    var body: some View {
        Group {
            switch text {
            case let .plain(text): Text(text)
            case let .attributed(text): Text(text)
            }
        }
        .font(style.font)
        .foregroundColor(colorStyle.color())
    }
}

extension ThemeText {
    enum TextType: Equatable {
        case plain(String)
        case attributed(AttributedString)
    }
}

/// UserInterface/Caution.swift
public enum CautionType: Equatable, Hashable {
    case error
    case warning
}

public struct CautionNew: Equatable, Hashable {
    public let title: String?
    public let text: String
    public let type: CautionType

    public init(title: String? = nil, text: String, type: CautionType) {
        self.title = title
        self.text = text
        self.type = type
    }
}

extension Image {
    /// SwiftUI/Extensions/Image.swift
    func icon(size: CGFloat = .iconSize24, colorStyle: ColorStyle = .secondary) -> some View {
        resizable()
            .foregroundColor(colorStyle.color)
            .frame(width: size, height: size)
    }
}

extension String {
    /// LanguageManager: looks the key up in the app's Localizable.strings (English values here).
    var localized: String {
        switch self {
        case "alert_card.title.caution": return "Caution"
        case "alert_card.title.critical": return "Critical"
        default: return self
        }
    }
}
