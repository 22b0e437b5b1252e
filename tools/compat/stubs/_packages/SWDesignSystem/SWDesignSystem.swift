import SwiftUI
import UIKit
// Stub of the SWDesignSystem package (easydev991/SwiftUI-SotkaApp Libraries/SWDesignSystem): the colour
// sets (Public/Color+.swift, light and dark values) the app's rows read. Test double.

private func dynamic(_ light: (CGFloat, CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Color {
    Color(UIColor { traits in
        let c = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    })
}

extension Color {
    public static let swAccent = dynamic((0, 0.478, 1, 1), (0, 0.651, 1, 1))
    public static let swMainText = dynamic((0, 0, 0, 1), (1, 1, 1, 1))
    public static let swSmallElements = dynamic((0.522, 0.514, 0.514, 1), (0.71, 0.737, 0.737, 1))
    public static let swTintedButton = dynamic((0, 0.478, 1, 0.15), (0, 0.651, 1, 0.12))
}
