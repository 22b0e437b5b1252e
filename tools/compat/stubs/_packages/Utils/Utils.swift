import SwiftUI
import UIKit
// Stub of omnivore-app/omnivore's local module Utils (apple/OmnivoreKit/Sources/Utils): our own stand-ins for
// the colour helpers the corpus rows use (ColorUtils.swift), with the app's names.

public extension Color {
    /// A colour from "#RRGGBB" or "#RRGGBBAA"; nil for anything else.
    init?(hex: String) {
        let digits = hex.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "#", with: "")
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        // Bytes from the most significant: red, green, blue (and alpha).
        let bytes = (0..<digits.count / 2).reversed().map { Double((value >> (8 * UInt64($0))) & 0xFF) / 255 }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], opacity: bytes.count == 4 ? bytes[3] : 1)
    }

    /// Relative luminance under 0.5 (false when it cannot be worked out).
    var isDark: Bool { (luminance ?? 1) < 0.5 }

    /// WCAG relative luminance of the colour's sRGB channels.
    var luminance: Float? {
        guard let channels = UIColor(self).cgColor.components, channels.count >= 3 else { return nil }
        func linear(_ c: CGFloat) -> Double {
            let v = Double(c)
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let weighted = zip(channels.prefix(3), [0.2126, 0.7152, 0.0722]).map { linear($0) * $1 }
        return Float(weighted.reduce(0, +))
    }

    static var isDarkMode: Bool { UITraitCollection.current.userInterfaceStyle == .dark }
}
