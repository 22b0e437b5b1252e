import SwiftUI
import UIKit
import ProtonCoreUIFoundations
// Stub of ProtonVPN's Theme package (ProtonVPN/ios-mac-app libraries/Foundations/Theme): AppTheme,
// its spacing/radius constants, typography (UIKit branch), Color(context, style)
// (UIKit/UIColor+AppTheme.swift), View.frame(_:), Accessory and the SwiftGen ImageAsset. Test double.

public enum AppTheme {
    public enum Context: String {
        case background, border, field, text, icon
    }

    public struct Style: OptionSet, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        init(bitPosition: Int) { self.init(rawValue: 1 << bitPosition) }
        public static let normal = Self(bitPosition: 0)
        public static let hint = Self(bitPosition: 1)
        public static let `weak` = Self(bitPosition: 2)
        public static let `strong` = Self(bitPosition: 3)
        public static let inverted = Self(bitPosition: 4)
        public static let disabled = Self(bitPosition: 5)
        public static let transparent = Self(bitPosition: 6)
        public static let primary = Self(bitPosition: 7)
        public static let dropdown = Self(bitPosition: 8)
        public static let interactive = Self(bitPosition: 10)
        public static let success = Self(bitPosition: 11)
        public static let cancel = Self(bitPosition: 12)
        public static let danger = Self(bitPosition: 13)
        public static let warning = Self(bitPosition: 14)
        public static let active = Self(bitPosition: 15)
        public static let hovered = Self(bitPosition: 16)
        public static let info = Self(bitPosition: 17)
    }

    public enum CornerRadius: CGFloat {
        case radius2 = 2, radius4 = 4, radius7 = 7, radius8 = 8, radius12 = 12, radius16 = 16, radius24 = 24, radius32 = 32, radius36 = 36
    }

    public enum Spacing: CGFloat {
        case spacing2 = 2, spacing4 = 4, spacing6 = 6, spacing8 = 8, spacing12 = 12, spacing16 = 16, spacing24 = 24, spacing32 = 32, spacing64 = 64
    }

    public enum IconSize {
        case `default`
        case square(CGFloat)
        case rect(width: CGFloat, height: CGFloat)
        var width: CGFloat? {
            switch self {
            case .default: return nil
            case let .square(width): return width
            case let .rect(width, _): return width
            }
        }
        var height: CGFloat? {
            switch self {
            case .default: return nil
            case let .square(width): return width
            case let .rect(_, height): return height
            }
        }
    }

    public enum Typography {
        case hero
        case headline
        case subHeadline
        case body1(Weight = .regular)
        case body2(emphasised: Bool = false)
        case body3(emphasised: Bool = false)
        case caption(emphasised: Bool = false)
        case overline(emphasised: Bool = false)
        public enum Weight {
            case regular, semibold, bold
            var rawValue: Font.Weight {
                switch self {
                case .regular: return .regular
                case .semibold: return .semibold
                case .bold: return .bold
                }
            }
        }
        public static let `default`: Self = .body3()
    }
}

public extension CGFloat {
    static let themeRadius2 = AppTheme.CornerRadius.radius2.rawValue
    static let themeRadius4 = AppTheme.CornerRadius.radius4.rawValue
    static let themeRadius8 = AppTheme.CornerRadius.radius8.rawValue
    static let themeRadius12 = AppTheme.CornerRadius.radius12.rawValue
    static let themeRadius16 = AppTheme.CornerRadius.radius16.rawValue
    static let themeRadius24 = AppTheme.CornerRadius.radius24.rawValue
    static let themeSpacing2 = AppTheme.Spacing.spacing2.rawValue
    static let themeSpacing4 = AppTheme.Spacing.spacing4.rawValue
    static let themeSpacing8 = AppTheme.Spacing.spacing8.rawValue
    static let themeSpacing12 = AppTheme.Spacing.spacing12.rawValue
    static let themeSpacing16 = AppTheme.Spacing.spacing16.rawValue
    static let themeSpacing24 = AppTheme.Spacing.spacing24.rawValue
}

public extension Font {
    static func themeFont(_ typography: AppTheme.Typography = .default) -> Font {
        switch typography {
        case .hero: return .title.weight(.bold)
        case .headline: return .title2.weight(.bold)
        case .subHeadline: return .title2.weight(.regular)
        case .body1(let weight): return .body.weight(weight.rawValue)
        case .body2(let emphasised): return .subheadline.weight(emphasised ? .semibold : .regular)
        case .body3(let emphasised): return .custom("", size: 14, relativeTo: .body).weight(emphasised ? .semibold : .regular)
        case .caption(let emphasised): return .footnote.weight(emphasised ? .semibold : .regular)
        case .overline(let emphasised): return .caption2.weight(emphasised ? .semibold : .regular)
        }
    }
}

public extension Text {
    func themeFont(_ typography: AppTheme.Typography = .default) -> Text {
        self.font(.themeFont(typography))
    }
}

private extension AppTheme.Style {
    static var notificationStyles: Self { [.danger, .warning, .success, .info] }
    var interactiveColor: UIColor {
        if contains(.strong) { return contains(.active) ? ColorProvider.InteractionStrongPressed : ColorProvider.InteractionStrong }
        if contains(.weak) {
            if contains(.active) { return ColorProvider.InteractionWeakPressed }
            return contains(.disabled) ? ColorProvider.InteractionWeakDisabled : ColorProvider.InteractionWeak
        }
        if contains(.active) { return ColorProvider.InteractionNormPressed }
        return contains(.disabled) ? ColorProvider.InteractionNormDisabled : ColorProvider.InteractionNorm
    }
    var notificationColor: UIColor {
        if contains(.danger) { return ColorProvider.NotificationError }
        if contains(.warning) { return ColorProvider.NotificationWarning }
        if contains(.success) { return ColorProvider.NotificationSuccess }
        return ColorProvider.NotificationNorm
    }
    var backgroundColor: UIColor {
        if contains(.weak) { return ColorProvider.BackgroundSecondary }
        if contains(.strong) { return ColorProvider.BackgroundDeep }
        if contains(.success) { return ColorProvider.NotificationSuccess }
        return ColorProvider.BackgroundNorm
    }
    var textColor: UIColor {
        if contains(.primary) { return ColorProvider.White }
        if contains(.weak) { return ColorProvider.TextWeak }
        if contains(.hint) { return ColorProvider.TextHint }
        if contains(.disabled) { return ColorProvider.TextDisabled }
        if contains(.inverted) { return ColorProvider.TextInverted }
        if contains(.interactive) { return ColorProvider.TextAccent }
        if contains(.success) { return ColorProvider.NotificationSuccess }
        return ColorProvider.TextNorm
    }
}

public extension AppTheme.Context {
    func color(style: AppTheme.Style) -> UIColor {
        guard style != .transparent else { return .clear }
        if style.contains(.interactive) { return style.interactiveColor }
        if !style.isDisjoint(with: .notificationStyles) { return style.notificationColor }
        switch self {
        case .background: return style.backgroundColor
        case .text, .icon: return style.textColor
        case .border: return ColorProvider.SeparatorNorm
        case .field: return .cyan
        }
    }
}

public extension Color {
    init(_ context: AppTheme.Context, _ style: AppTheme.Style = .normal) {
        self.init(context.color(style: style))
    }
}

extension View {
    public func frame(_ size: AppTheme.IconSize) -> some View {
        frame(width: size.width, height: size.height)
    }
}

/// Assets.swift (SwiftGen)
public struct ImageAsset {
    public fileprivate(set) var name: String
    public var swiftUIImage: Image { Image(name) }
}

public struct Accessory: View {
    private let style: Style
    private let size: Size

    public init(style: Style, size: Size = .regular) {
        self.style = style
        self.size = size
    }

    public var body: some View {
        style.image?
            .resizable().frame(.square(style.iconSize * size.modifier))
            .flipsForRightToLeftLayoutDirection(true)
            .foregroundColor(style.color)
    }

    public enum Size {
        case regular, large
        var modifier: CGFloat { self == .regular ? 1.0 : 1.5 }
    }

    public enum Style {
        case disclosure
        case externalLink
        case checkmark(isActive: Bool)
        case none

        var image: Image? {
            switch self {
            case .disclosure: return IconProvider.chevronRight
            case .externalLink: return IconProvider.arrowOutSquare
            case .checkmark(let isActive): return isActive ? IconProvider.checkmarkCircleFilled : IconProvider.emptyCircle
            case .none: return nil
            }
        }
        var color: Color? {
            switch self {
            case .checkmark(let isActive): return .init(.icon, isActive ? [.interactive, .active] : .weak)
            default: return .init(.icon, .weak)
            }
        }
        // @ScaledMetric statics in the real file (.themeSpacing24 / .themeRadius16).
        var iconSize: CGFloat {
            switch self {
            case .disclosure, .externalLink: return .themeSpacing24
            case .checkmark, .none: return .themeRadius16
            }
        }
    }

    public static var none: Accessory { Accessory(style: .none) }
    public static func checkmark(isActive: Bool) -> Accessory { Accessory(style: .checkmark(isActive: isActive), size: .large) }
    public static var disclosure: Accessory { Accessory(style: .disclosure) }
    public static var externalLink: Accessory { Accessory(style: .externalLink) }
}
