import SwiftUI
import UIKit
// Stubs for omnivore-app/omnivore apple/OmnivoreKit/Sources/Views/FeedItem/LibraryItemLabelView.swift:
// from the Views module itself the font (Fonts.swift: Inter, registered by the app) and the label asset
// colours (Colors/Colors.swift and its colour sets, light and dark).

public extension Font {
    /// 11pt, Inter-Regular
    static var appCaptionTwo: Font { Font.custom("Inter-Regular", size: 11, relativeTo: .caption2) }
}

private func assetColor(light: UInt32, dark: UInt32) -> Color {
    func ui(_ hex: UInt32) -> UIColor {
        UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
    return Color(UIColor { $0.userInterfaceStyle == .dark ? ui(dark) : ui(light) })
}

public extension Color {
    static var themeLabelForeground: Color { assetColor(light: 0x2A2A2A, dark: 0xEBEBEB) }
    static var themeLabelBackground: Color { assetColor(light: 0xF5F5F5, dark: 0x2A2A2A) }
}
