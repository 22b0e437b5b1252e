import SwiftUI
// Stubs for horizontalsystems/unstoppable-wallet-ios Unstoppable/Widget/Misc/BadgeView.swift (what the
// row uses from the widget's Misc/Extensions.swift). Asset colours use their colour sets' light values.

extension Color {
    static let themeLeah = Color(red: 0.082, green: 0.082, blue: 0.082)
    static let themeBlade = Color(red: 0.875, green: 0.875, blue: 0.875)
}

extension Font {
    static func manRopeFont(size: CGFloat, weight: Font.Weight) -> Font {
        switch weight {
        case .medium: return Font.custom("Manrope-Medium", size: size)
        case .semibold: return Font.custom("Manrope-SemiBold", size: size)
        default: return Font.custom("Manrope-Regular", size: size)
        }
    }

    static let themeMicroSB: Font = .manRopeFont(size: 10, weight: .semibold)
}
