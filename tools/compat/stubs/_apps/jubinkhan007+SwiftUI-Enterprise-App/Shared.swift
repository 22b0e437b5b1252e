// Stubs for jubinkhan007/SwiftUI-Enterprise-App shared by its rows (r783, r784), which live in the app's
// DesignSystem module: its tokens (Tokens/Colors.swift: adaptive brand, background, text and status
// colours with their light and dark HSB values; Spacing.swift; Typography.swift) and the spring button
// style (Components/PrimaryButton.swift). Our own test doubles with the module's names.
import SwiftUI
import UIKit

private func adaptive(light: (h: Double, s: Double, b: Double), dark: (h: Double, s: Double, b: Double)) -> Color {
    Color(uiColor: UIColor { traits in
        let c = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(hue: c.h, saturation: c.s, brightness: c.b, alpha: 1)
    })
}

private func adaptiveWhite(light: Double, dark: Double) -> Color {
    Color(uiColor: UIColor { traits in
        UIColor(white: traits.userInterfaceStyle == .dark ? dark : light, alpha: 1)
    })
}

public enum AppColors {
    public static let brandPrimary = adaptive(light: (0.694, 0.80, 0.80), dark: (0.694, 0.72, 0.92))
    public static let backgroundPrimary = adaptive(light: (0, 0, 1), dark: (0.633, 0.30, 0.07))
    public static let backgroundSecondary = adaptive(light: (0, 0, 0.96), dark: (0.633, 0.25, 0.11))
    public static let surfacePrimary = adaptive(light: (0, 0, 1), dark: (0.633, 0.22, 0.13))
    public static let textPrimary = adaptiveWhite(light: 0.08, dark: 0.95)
    public static let textSecondary = adaptiveWhite(light: 0.35, dark: 0.70)
    public static let textTertiary = adaptiveWhite(light: 0.55, dark: 0.50)
    public static let statusSuccess = adaptive(light: (0.38, 0.80, 0.55), dark: (0.38, 0.75, 0.75))
    public static let statusWarning = adaptive(light: (0.11, 0.90, 0.80), dark: (0.11, 0.90, 0.95))
    public static let statusError = adaptive(light: (0.01, 0.85, 0.75), dark: (0.01, 0.80, 0.90))
    public static let statusInfo = adaptive(light: (0.60, 0.75, 0.70), dark: (0.60, 0.70, 0.90))
}

public enum AppSpacing {
    public static let xxs: CGFloat = 2
    public static let xs: CGFloat = 4
    public static let sm: CGFloat = 8
    public static let md: CGFloat = 12
    public static let lg: CGFloat = 16
    public static let xl: CGFloat = 24
}

public enum AppRadius {
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 12
    public static let large: CGFloat = 16
}

public enum AppTypography {
    public static let body = Font.system(size: 17, weight: .regular, design: .default)
    public static let caption1 = Font.system(size: 12, weight: .regular, design: .default)
}

public struct SpringScaleButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .opacity(configuration.isPressed ? 0.9 : 1)
    }
}
