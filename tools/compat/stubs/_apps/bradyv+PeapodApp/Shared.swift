// Stubs the rows r528, r529 of bradyv/PeapodApp share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import CoreData
import Kingfisher
import UIKit

private func assetColor(light: UInt32, lightAlpha: CGFloat, dark: UInt32, darkAlpha: CGFloat) -> Color {
    func ui(_ hex: UInt32, _ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
    return Color(UIColor { $0.userInterfaceStyle == .dark ? ui(dark, darkAlpha) : ui(light, lightAlpha) })
}

/// Xcode's generated symbols for the app's colour sets (Assets.xcassets/Colors, light and dark).
extension Color {
    static var text: Color { assetColor(light: 0x0A0A0A, lightAlpha: 0.75, dark: 0xFFFFFF, darkAlpha: 0.75) }
    static var heading: Color { assetColor(light: 0x0A0A0A, lightAlpha: 1, dark: 0xFFFFFF, darkAlpha: 1) }
    static var surface: Color { assetColor(light: 0x0A0A0A, lightAlpha: 0.10, dark: 0xFEFFFF, darkAlpha: 0.15) }
}

extension ShapeStyle where Self == Color {
    static var text: Color { Color.text }
    static var heading: Color { Color.heading }
}

/// Our stand-ins for the app's text styles (Custom UI/Modifiers/Typography.swift): condensed system text at
/// the style's size and weight, in the heading or body text colour.
extension View {
    private func peapodText(size: CGFloat, weight: Font.Weight, color: Color) -> some View {
        font(.system(size: size, weight: weight)).foregroundColor(color).fontWidth(.condensed)
    }

    func textBody() -> some View { peapodText(size: 17, weight: .regular, color: .text) }
    func textDetailEmphasis() -> some View { peapodText(size: 14, weight: .medium, color: .heading) }
    func textDetail() -> some View { peapodText(size: 14, weight: .regular, color: .text) }
}
