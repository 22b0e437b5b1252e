import SwiftUI
import UIKit
// Stub of omnivore-app/omnivore's local module Utils (apple/OmnivoreKit/Sources/Utils): the colour
// helpers the corpus rows use (ColorUtils.swift), as the app has them for iOS.

public extension Color {
    /// A `Color` from a hex value such as `#FFFFFF` or `#FFFFFFFF`.
    init?(hex: String) {
        var hexSanitized = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        hexSanitized = hexSanitized.replacingOccurrences(of: "#", with: "")

        var rgb: UInt64 = 0
        var red: CGFloat = 0.0
        var green: CGFloat = 0.0
        var blue: CGFloat = 0.0
        var alpha: CGFloat = 1.0
        let length = hexSanitized.count

        guard Scanner(string: hexSanitized).scanHexInt64(&rgb) else { return nil }

        if length == 6 {
            red = CGFloat((rgb & 0xFF0000) >> 16) / 255.0
            green = CGFloat((rgb & 0x00FF00) >> 8) / 255.0
            blue = CGFloat(rgb & 0x0000FF) / 255.0
        } else if length == 8 {
            red = CGFloat((rgb & 0xFF00_0000) >> 24) / 255.0
            green = CGFloat((rgb & 0x00FF_0000) >> 16) / 255.0
            blue = CGFloat((rgb & 0x0000_FF00) >> 8) / 255.0
            alpha = CGFloat(rgb & 0x0000_00FF) / 255.0
        } else {
            return nil
        }

        self.init(red: red, green: green, blue: blue, opacity: alpha)
    }

    var isDark: Bool {
        guard let lum = luminance else { return false }
        return lum < 0.50
    }

    var luminance: Float? {
        guard let components = UIColor(self).cgColor.components, components.count >= 3 else {
            return nil
        }
        let colorR = channelColor(components[0]) * 0.2126
        let colorG = channelColor(components[1]) * 0.7152
        let colorB = channelColor(components[2]) * 0.0722
        return Float(colorR + colorG + colorB)
    }

    private func channelColor(_ channel: CGFloat) -> Double {
        channel <= 0.03928
            ? channel / 12.92
            : pow((channel + 0.055) / 1.055, 2.4)
    }

    static var isDarkMode: Bool {
        UITraitCollection.current.userInterfaceStyle == .dark
    }
}
