import SwiftUI
// Stubs for weiran/Hackers DesignSystem/Sources/DesignSystem/Components/VoteIndicator.swift (what
// the row uses from elsewhere in its module, DesignSystem/Theme). Domain is stubbed under _packages.

struct TextScalingEnvironmentKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1.0
}

extension EnvironmentValues {
    var textScaling: CGFloat {
        get { self[TextScalingEnvironmentKey.self] }
        set { self[TextScalingEnvironmentKey.self] = newValue }
    }
}

extension Font {
    /// The text styles at their default iOS point sizes times `factor` (TextScaling.swift).
    func scaled(with factor: CGFloat) -> Font {
        switch self {
        case .title3: return .system(size: 20 * factor)
        case .body: return .system(size: 17 * factor)
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

extension View {
    func scaledFont(_ font: Font) -> some View {
        modifier(ScaledFont(font: font))
    }
}

/// Theme/AppColors.swift: the upvote colour comes from the asset catalog, falling back to system orange.
public enum AppColors {
    public static var upvotedColor: Color { .orange }
}
