import SwiftUI
// Stubs for minghinmatthewlam/10x shared by its rows: App/Features/Home/FocusStatus.swift and the theme
// in App/UI/Theme (AppColors: its asset colours' light values from Assets.xcassets; Font+TenX.swift;
// View+GlassEffect.swift).

struct FocusStatus {
    let message: String
}

enum AppColors {
    static let background = Color(red: 0.969, green: 0.961, blue: 0.945)
    static let surface = Color(red: 1.000, green: 1.000, blue: 1.000)
    static let card = Color(red: 1.000, green: 1.000, blue: 1.000)
    static let textPrimary = Color(red: 0.110, green: 0.110, blue: 0.118)
    static let textSecondary = Color(red: 0.227, green: 0.227, blue: 0.235)
    static let textMuted = Color(red: 0.424, green: 0.424, blue: 0.439)
}

enum TenXTypography {
    static let regularName: String? = nil
    static let mediumName: String? = nil
    static let semiboldName: String? = nil
    static let boldName: String? = nil
    static let systemDesign: Font.Design = .monospaced

    static func font(size: CGFloat, weight: Font.Weight, relativeTo: Font.TextStyle) -> Font {
        let name: String?
        switch weight {
        case .bold: name = boldName ?? semiboldName
        case .semibold: name = semiboldName
        case .medium: name = mediumName
        default: name = regularName
        }
        if let name {
            return .custom(name, size: size, relativeTo: relativeTo)
        }
        return .system(size: size, weight: weight, design: systemDesign)
    }
}

extension Font {
    static var tenxStat: Font { TenXTypography.font(size: 36, weight: .semibold, relativeTo: .title) }
    static var tenxSmall: Font { TenXTypography.font(size: 15, weight: .regular, relativeTo: .subheadline) }
    static var tenxCaption: Font { TenXTypography.font(size: 13, weight: .medium, relativeTo: .caption) }
    static var tenxIconSmall: Font { TenXTypography.font(size: 14, weight: .regular, relativeTo: .body) }
    static var tenxIconLarge: Font { TenXTypography.font(size: 36, weight: .regular, relativeTo: .title) }
    static var tenxTitle: Font { TenXTypography.font(size: 22, weight: .semibold, relativeTo: .title3) }
    static var tenxIconMedium: Font { TenXTypography.font(size: 16, weight: .regular, relativeTo: .body) }
    static var tenxMicroSemibold: Font { TenXTypography.font(size: 11, weight: .semibold, relativeTo: .caption2) }
}

extension View {
    @ViewBuilder
    func tenxGlassCard<S: Shape>(in shape: S) -> some View {
        if #available(iOS 26.0, *) {
            self
                .glassEffect(in: shape)
                .clipShape(shape)
        } else {
            self
                .background(AppColors.card)
                .clipShape(shape)
        }
    }
}
