// Stubs for keyursavalia/BalanceZero shared by its rows (r762–r764): the app's theme (App/AppTheme.swift:
// adaptive surface and text colours with their light and dark hex values, corner radius) and the hex
// colour initialisers. Our own test doubles with the app's names.
import SwiftUI
import UIKit

enum AppTheme {
    private static func adaptive(light: String, dark: String) -> Color {
        Color(UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(hex: dark) : UIColor(hex: light) })
    }

    static let background = adaptive(light: "f8f9fc", dark: "0f1012")
    static let surfaceLowest = adaptive(light: "ffffff", dark: "1c1c22")
    static let surfaceHigh = adaptive(light: "e7e8eb", dark: "28272f")
    static let onSurface = adaptive(light: "191c1e", dark: "e2e3e9")
    static let onSurfaceVariant = adaptive(light: "444655", dark: "c3c4d2")
    static let outline = adaptive(light: "747686", dark: "8f90a2")
    static let outlineVariant = adaptive(light: "c4c5d7", dark: "3a3b4e")
    static let cardBackground = surfaceLowest
    static let textPrimary = onSurface
    static let textSecondary = onSurfaceVariant
    static let cornerRadius: CGFloat = 16
}

private func hexComponents(_ hex: String) -> (Double, Double, Double) {
    let digits = hex.filter { $0.isHexDigit }
    let value = UInt64(digits, radix: 16) ?? 0
    return (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
}

extension UIColor {
    convenience init(hex: String) {
        let (r, g, b) = hexComponents(hex)
        self.init(red: r, green: g, blue: b, alpha: 1)
    }
}

extension Color {
    init(hex: String) {
        let (r, g, b) = hexComponents(hex)
        self.init(red: r, green: g, blue: b)
    }
}
