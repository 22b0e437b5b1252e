import SwiftUI
// Stub of weiran/Hackers's local package DesignSystem (DesignSystem/Sources/DesignSystem/Theme):
// the text scaling modifier and the app colours the corpus rows use. The app reads its tint and
// upvote colours from the asset catalog with a system-orange fallback; the stub uses orange.

struct TextScalingEnvironmentKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1.0
}

public extension EnvironmentValues {
    var textScaling: CGFloat {
        get { self[TextScalingEnvironmentKey.self] }
        set { self[TextScalingEnvironmentKey.self] = newValue }
    }
}

public extension Font {
    /// The text styles at their default iOS point sizes times `factor` (TextScaling.swift).
    func scaled(with factor: CGFloat) -> Font {
        switch self {
        case .largeTitle: return .system(size: 34 * factor)
        case .title: return .system(size: 28 * factor)
        case .title2: return .system(size: 22 * factor)
        case .title3: return .system(size: 20 * factor)
        case .headline: return .system(size: 17 * factor, weight: .semibold)
        case .body: return .system(size: 17 * factor)
        case .callout: return .system(size: 16 * factor)
        case .subheadline: return .system(size: 15 * factor)
        case .footnote: return .system(size: 13 * factor)
        case .caption: return .system(size: 12 * factor)
        case .caption2: return .system(size: 11 * factor)
        default: return self
        }
    }
}

struct ScaledFont: ViewModifier {
    @Environment(\.textScaling) private var textScaling
    let font: Font

    func body(content: Content) -> some View {
        content.font(font.scaled(with: textScaling))
    }
}

public extension View {
    func scaledFont(_ font: Font) -> some View {
        modifier(ScaledFont(font: font))
    }
}

public enum AppColors {
    public static var upvotedColor: Color { .orange }
    public static var appTintColor: Color { .orange }
    public static let success = Color.green
    public static let warning = Color.orange
    public static let danger = Color.red
}
