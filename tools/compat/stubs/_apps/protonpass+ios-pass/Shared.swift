import SwiftUI
// Stubs for protonpass/ios-pass shared by its rows (all in LocalPackages/DesignSystem):
// DesignConstant.swift, PassColor.swift with the asset colours it names (Resources/Colors.xcassets:
// light and dark values), TextExtensions.swift (adaptiveForegroundStyle) and
// View+ItemDetailModifiers.swift (sectionTitleText).

private func assetColor(light: UInt32, dark: UInt32) -> Color {
    func ui(_ rgb: UInt32) -> UIColor {
        UIColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
    return Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? ui(dark) : ui(light) })
}

public enum DesignConstant {
    public static let sectionPadding: CGFloat = 16
}

public enum PassColor: Sendable {}

public extension PassColor {
    static let interactionNorm = assetColor(light: 0x8A6EFF, dark: 0x6464CE)
    static let interactionNormMinor1 = assetColor(light: 0xE2DBFF, dark: 0x282848)
    static let textHint = assetColor(light: 0xADADAD, dark: 0x50505B)
    static let textNorm = assetColor(light: 0x333333, dark: 0xD1D1D3)
    static let textWeak = assetColor(light: 0x666666, dark: 0x8C8C93)
}

public extension Text {
    func adaptiveForegroundStyle(_ color: Color) -> Text {
        if #available(iOS 17, *) {
            foregroundStyle(color)
        } else {
            foregroundColor(color)
        }
    }

    func sectionTitleText() -> Text {
        font(.footnote)
            .adaptiveForegroundStyle(PassColor.textWeak)
    }
}
