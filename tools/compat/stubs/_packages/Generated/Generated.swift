import SwiftUI
// Stub of Electric-Coin-Company/zashi-ios's local module Generated (modules/Sources/Generated): the
// design-system colours (DesignSystem.swift), asset catalog and font accessors (SwiftGen) and strings
// (L10n) the corpus rows use. Colours use the colour sets' values (light; dark where the set has one);
// images name the app's asset, which is not bundled here.

public protocol Colorable {
    func color(_ colorScheme: ColorScheme) -> Color
}

private func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color {
    Color(red: r, green: g, blue: b)
}

public enum Design {
    static func col(_ light: Color, _ dark: Color, _ colorScheme: ColorScheme) -> Color {
        colorScheme == .light ? light : dark
    }

    public enum Surfaces: Colorable {
        case bgPrimary
        case bgSecondary
        case bgTertiary
        case strokeSecondary
        case divider

        public func color(_ colorScheme: ColorScheme) -> Color {
            switch self {
            case .bgPrimary: return Design.col(rgb(1, 1, 1), rgb(0.137, 0.122, 0.125), colorScheme)
            case .bgSecondary, .divider: return Design.col(rgb(0.969, 0.969, 0.961), rgb(0.157, 0.153, 0.165), colorScheme)
            case .bgTertiary, .strokeSecondary: return Design.col(rgb(0.922, 0.922, 0.902), rgb(0.204, 0.200, 0.212), colorScheme)
            }
        }
    }

    public enum Text: Colorable {
        case primary
        case tertiary
        case quaternary
        case disabled

        public func color(_ colorScheme: ColorScheme) -> Color {
            switch self {
            case .primary: return Design.col(rgb(0.157, 0.149, 0.133), rgb(0.965, 0.965, 0.969), colorScheme)
            case .tertiary: return Design.col(rgb(0.443, 0.424, 0.365), rgb(0.796, 0.796, 0.812), colorScheme)
            case .quaternary: return Design.col(rgb(0.529, 0.506, 0.435), rgb(0.655, 0.655, 0.675), colorScheme)
            case .disabled: return Design.col(rgb(0.753, 0.749, 0.694), rgb(0.318, 0.314, 0.333), colorScheme)
            }
        }
    }

    public enum Utility {
        public enum Gray: Colorable {
            case _50, _200, _700, _950

            public func color(_ colorScheme: ColorScheme) -> Color {
                switch self {
                case ._50: return Design.col(rgb(0.969, 0.969, 0.961), rgb(0.071, 0.071, 0.078), colorScheme)
                case ._200: return Design.col(rgb(0.875, 0.871, 0.835), rgb(0.204, 0.200, 0.212), colorScheme)
                case ._700: return Design.col(rgb(0.443, 0.424, 0.365), rgb(0.655, 0.655, 0.675), colorScheme)
                case ._950: return Design.col(rgb(0.157, 0.149, 0.133), rgb(0.965, 0.965, 0.969), colorScheme)
                }
            }
        }

        public enum WarningYellow: Colorable {
            case _50, _200, _700

            public func color(_ colorScheme: ColorScheme) -> Color {
                switch self {
                case ._50: return Design.col(rgb(0.996, 0.965, 0.933), rgb(0.306, 0.114, 0.035), colorScheme)
                case ._200: return Design.col(rgb(0.976, 0.859, 0.686), rgb(0.576, 0.216, 0.078), colorScheme)
                case ._700: return Design.col(rgb(0.725, 0.220, 0.082), rgb(0.969, 0.729, 0.447), colorScheme)
                }
            }
        }

        public enum Purple: Colorable {
            case _50, _200, _400, _700

            public func color(_ colorScheme: ColorScheme) -> Color {
                switch self {
                case ._50: return Design.col(rgb(0.957, 0.953, 1.000), rgb(0.173, 0.075, 0.431), colorScheme)
                case ._200: return Design.col(rgb(0.851, 0.839, 0.996), rgb(0.290, 0.122, 0.718), colorScheme)
                case ._400: return Design.col(rgb(0.608, 0.541, 0.984), rgb(0.478, 0.353, 0.973), colorScheme)
                case ._700: return Design.col(rgb(0.349, 0.145, 0.863), rgb(0.741, 0.706, 0.996), colorScheme)
                }
            }
        }
    }

    public enum Radius {
        public static let _xl: CGFloat = 12
        public static let _2xl: CGFloat = 16
    }

    public enum Spacing {
        public static let _xl: CGFloat = 16
        public static let _2xl: CGFloat = 20
    }
}

struct ZashiForegroundColorModifier: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    let style: Colorable

    func body(content: Content) -> some View {
        content.foregroundColor(style.color(colorScheme))
    }
}

public extension View {
    func zForegroundColor(_ style: Colorable) -> some View {
        modifier(ZashiForegroundColorModifier(style: style))
    }
}

/// SwiftGen's image asset: `image` is the named SwiftUI image from the module's catalog.
public struct ImageAsset {
    public fileprivate(set) var name: String
    public var image: Image { Image(name) }
}

public final class ColorAsset {
    public fileprivate(set) var name: String
    public let color: Color
    fileprivate init(name: String, color: Color) {
        self.name = name
        self.color = color
    }
}

public enum Asset {
    public enum Assets {
        public static let chevronRight = ImageAsset(name: "chevronRight")
        public static let shieldTick = ImageAsset(name: "shieldTick")
        public enum Icons {
            public static let alertCircle = ImageAsset(name: "alertCircle")
            public static let shieldTickFilled = ImageAsset(name: "shieldTickFilled")
            public static let key = ImageAsset(name: "key")
            public static let settings = ImageAsset(name: "settings")
            public static let currencyDollar = ImageAsset(name: "currencyDollar")
        }
    }
    public enum Colors {
        /// background.colorset: white, dark (0.137, 0.122, 0.125); light value here.
        public static let background = ColorAsset(name: "background", color: rgb(1, 1, 1))
    }
}

public struct FontConvertible {
    public let name: String
    public let family: String
}

public enum FontFamily {
    public enum Inter {
        public static let regular = FontConvertible(name: "Inter-Regular", family: "Inter")
        public static let medium = FontConvertible(name: "Inter-Medium", family: "Inter")
        public static let semiBold = FontConvertible(name: "Inter-SemiBold", family: "Inter")
        public static let bold = FontConvertible(name: "Inter-Bold", family: "Inter")
    }
    public enum RobotoMono {
        public static let regular = FontConvertible(name: "RobotoMono-Regular", family: "Roboto Mono")
        public static let medium = FontConvertible(name: "RobotoMono-Medium", family: "Roboto Mono")
        public static let semiBold = FontConvertible(name: "RobotoMono-SemiBold", family: "Roboto Mono")
        public static let bold = FontConvertible(name: "RobotoMono-Bold", family: "Roboto Mono")
    }
}

public enum L10n {
    public enum Component {
        /// Not Private
        public static let lowPrivacy = "Not Private"
        /// Private
        public static let maxPrivacy = "Private"
    }
}
