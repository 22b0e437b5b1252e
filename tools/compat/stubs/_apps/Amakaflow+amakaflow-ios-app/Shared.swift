// Stubs for Amakaflow/amakaflow-ios-app shared by its rows (r722–r724): the app's hex colour helpers, the
// Theme (colours light and dark, Geist type scale, spacing) and the Daily Driver palette of its dark
// screens. Our own test doubles with the app's names and values.
import SwiftUI

extension Color {
    /// "RRGGBB" (or "AARRGGBB").
    init(hex: String) {
        let digits = hex.filter { $0.isHexDigit }
        let value = UInt64(digits, radix: 16) ?? 0
        let alpha = digits.count == 8 ? Double(value >> 24 & 0xFF) / 255 : 1
        self.init(.sRGB, red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255, opacity: alpha)
    }

    init(light: Color, dark: Color) {
        self = Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) })
    }
}

extension Font {
    /// Geist, the app's face.
    static func geist(_ size: CGFloat, _ weight: Font.Weight? = nil) -> Font {
        .custom("Geist", size: size).weight(weight ?? Font.Weight.regular)
    }
}

struct Theme {
    struct Colors {
        static let textPrimary = Color(light: Color(hex: "0A0A0A"), dark: Color(hex: "FAFAFA"))
        static let textSecondary = Color(light: Color(hex: "66667A"), dark: Color(hex: "A4A4A4"))
        static let accentBlue = Color(hex: "3A8BFF")
        static let background = Color(light: Color(hex: "FFFFFF"), dark: Color(hex: "0A0A0A"))
        static let surface = Color(light: Color(hex: "FFFFFF"), dark: Color.white.opacity(0.055))
    }
    struct Typography {
        static let body = Font.geist(13)
        static let bodyBold = Font.geist(13, .medium)
        static let title2 = Font.geist(17, .semibold)
    }
    struct Spacing {
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 14
        static let lg: CGFloat = 20
        static let xl: CGFloat = 32
    }
    struct CornerRadius {
        static let sm: CGFloat = 6
        static let md: CGFloat = 10
        static let lg: CGFloat = 14
        static let xl: CGFloat = 20
    }
}

enum DailyDriver {
    static let ink = Color(hex: "0D1200")
    static let screenBackground = Color(hex: "0A0A0A")
    static let foregroundDim = Color(hex: "696969")
    static let foregroundMuted = Color(hex: "A3A3A3")
    static let card2 = Color.white.opacity(0.09)
    static let stravaBrand = Color(hex: "FC4C02")
}
