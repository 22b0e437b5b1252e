// Stubs for rarimo/rarime-ios-app shared by its rows (r704–r706): Xcode's generated symbols for the colour
// sets of Assets.xcassets/Colors (their light and dark values), the icon images the rows name, the app's
// typography modifiers (Inter at the design's sizes and line heights) and icon sizes. Our own test doubles.
import SwiftUI

private func assetColor(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> Color {
    func ui(_ v: UInt32, _ a: Double) -> UIColor {
        UIColor(red: CGFloat(v >> 16 & 0xFF) / 255, green: CGFloat(v >> 8 & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: CGFloat(a))
    }
    return Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? ui(dark, darkAlpha) : ui(light, lightAlpha) })
}

extension Color {
    static var baseWhite: Color { assetColor(0xFFFFFF, 1, 0xFFFFFF, 1) }
    static var baseBlack: Color { assetColor(0x000000, 1, 0x000000, 1) }
    static var bgComponentPrimary: Color { assetColor(0x141614, 0.05, 0xFFFFFF, 0.05) }
    static var bgPrimary: Color { assetColor(0xFFFFFF, 1, 0x0E0E0E, 1) }
    static var invertedLight: Color { assetColor(0xFFFFFF, 1, 0x141614, 1) }
    static var primaryMain: Color { assetColor(0x141614, 1, 0xFFFFFF, 1) }
    static var primaryDark: Color { assetColor(0x111211, 1, 0xFFFFFF, 1) }
    static var primaryDarker: Color { assetColor(0x050505, 1, 0xFFFFFF, 1) }
    static var textPlaceholder: Color { assetColor(0x141614, 0.44, 0xFFFFFF, 0.44) }
    static var textPrimary: Color { assetColor(0x141614, 1, 0xFFFFFF, 0.9) }
    static var textSecondary: Color { assetColor(0x141614, 0.56, 0xFFFFFF, 0.5) }
    static var warningMain: Color { assetColor(0xF59E0B, 1, 0xED9E19, 1) }
    static var successMain: Color { assetColor(0x12B76A, 1, 0x32D583, 1) }
}

extension ShapeStyle where Self == Color {
    static var baseWhite: Color { Color.baseWhite }
    static var bgComponentPrimary: Color { Color.bgComponentPrimary }
    static var bgPrimary: Color { Color.bgPrimary }
    static var invertedLight: Color { Color.invertedLight }
    static var primaryMain: Color { Color.primaryMain }
    static var textPlaceholder: Color { Color.textPlaceholder }
    static var textPrimary: Color { Color.textPrimary }
    static var textSecondary: Color { Color.textSecondary }
    static var warningMain: Color { Color.warningMain }
    static var successMain: Color { Color.successMain }
}

extension ImageResource {
    static let caretRight = ImageResource(name: "CaretRight", bundle: .main)
    static let bell = ImageResource(name: "Bell", bundle: .main)
    static let ethereum = ImageResource(name: "Ethereum", bundle: .main)
    static let key2Line = ImageResource(name: "Key2Line", bundle: .main)
    static let userLine = ImageResource(name: "UserLine", bundle: .main)
    static let scanLine = ImageResource(name: "ScanLine", bundle: .main)
}

extension View {
    /// Inter at `fontSize` with the design's line height.
    func applyFont(fontSize: CGFloat, lineHeight: CGFloat, fontWeight: Font.Weight? = nil) -> some View {
        let weight = fontWeight ?? Font.Weight.regular
        let face = weight == .bold ? "Inter-Bold" : weight == .semibold ? "Inter-SemiBold" : weight == .medium ? "Inter-Medium" : "Inter-Regular"
        let spacing = lineHeight - fontSize * 1.21
        return font(.custom(face, size: fontSize))
            .lineSpacing(spacing)
            .padding(.vertical, spacing / 2)
    }
    func h6() -> some View { applyFont(fontSize: 14, lineHeight: 18, fontWeight: .bold) }
    func subtitle5() -> some View { applyFont(fontSize: 16, lineHeight: 22, fontWeight: .medium) }
    func subtitle6() -> some View { applyFont(fontSize: 14, lineHeight: 20, fontWeight: .medium) }
    func body4() -> some View { applyFont(fontSize: 14, lineHeight: 20) }
    func body5() -> some View { applyFont(fontSize: 12, lineHeight: 18) }
    func overline3() -> some View { applyFont(fontSize: 10, lineHeight: 12, fontWeight: .semibold).kerning(0.4) }
}

extension Image {
    func square(_ size: CGFloat) -> some View { resizable().frame(width: size, height: size) }
    func iconMedium() -> some View { square(20) }
    func iconSmall() -> some View { square(16) }
}
