import SwiftUI
import UIKit
// Stub of ClendarTheme (vinhnx/Clendar's local package Packages/ClendarTheme): the API corpus rows
// use. Test double with the package's palette values.

extension UIColor {
    public var swiftUIColor: Color {
        Color(self)
    }
}

extension UIColor {
    public static let appGray = UIColor.gray
    public static let appLightGray = UIColor.lightGray
    public static let appRed = UIColor.moianesD
    // The package builds these with UIColor { traits in … } (dark: appLightGray, hueA, hueD),
    // which RowFrame's UIColor lacks: the light values here (a gap outside the rows).
    public static var appDark: UIColor { .darkGray }

    public static var primaryColor: UIColor { .hueD }

    public static var secondaryColor: UIColor { .hueA }

    // Hue https://color.adobe.com/hue-color-theme-16137798
    public static let hueA = hexColor("949EA8")
    public static let hueB = hexColor("E4ECF5")
    public static let hueC = hexColor("F6F5F0")
    public static let hueD = hexColor("A094A8")
    public static let hueE = hexColor("EBDCF5")

    // Moianes
    public static let moianesA = hexColor("273F3F")
    public static let moianesD = hexColor("993D31")

    // Lavix
    public static let lavixA = hexColor("1F2126")
    public static let lavixC = hexColor("386273")
}

extension Color {
    public static let appGray = Color(.appGray)
    public static let appLightGray = Color(.appLightGray)
    public static let appRed = Color(.appRed)
    public static let appDark = Color(.appDark)
    public static var primaryColor = Color(.primaryColor)
    public static var secondaryColor = Color(.secondaryColor)
}

extension Font {
    public static func fontWithSize(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
        Font.system(size: size, weight: weight, design: .rounded)
    }

    public static func regularFontWithSize(_ size: CGFloat) -> Font {
        .fontWithSize(size, weight: .regular)
    }

    public static func boldFontWithSize(_ size: CGFloat) -> Font {
        .fontWithSize(size, weight: .bold)
    }

    public static func semiboldFontWithSize(_ size: CGFloat) -> Font {
        .fontWithSize(size, weight: .semibold)
    }

    public static func mediumFontWithSize(_ size: CGFloat) -> Font {
        .fontWithSize(size, weight: .medium)
    }
}

/// The package's `UIColor(hex:)` ("RRGGBB", "RGB" or "AARRGGBB").
func hexColor(_ hex: String) -> UIColor {
    let digits = hex.filter(\.isHexDigit)
    let int = UInt64(digits, radix: 16) ?? 0
    let a, r, g, b: UInt64
    switch digits.count {
    case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
    case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
    case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
    default: (a, r, g, b) = (255, 0, 0, 0)
    }
    return UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
}
