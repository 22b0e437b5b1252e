import RowScene

/// Shadow tokens. The design system's subtleShadow (radius 4, y 1) and cardShadow (radius 8, y 2);
/// their opacities follow the design system's dark-mode rule (light 0.15 → dark 0.4) for cards, and
/// half of it for the subtle row shadow. The design system's row shadows are in `RowShadow`.
public struct ShadowToken: Sendable {
    public let radius: Double, y: Double, lightOpacity: Double, darkOpacity: Double
    public func color(_ scheme: ColorScheme) -> Color { Color.black.opacity(scheme == .dark ? darkOpacity : lightOpacity) }

    public static let subtle = ShadowToken(radius: 4, y: 1, lightOpacity: 0.075, darkOpacity: 0.2)
    public static let card = ShadowToken(radius: 8, y: 2, lightOpacity: 0.15, darkOpacity: 0.4)
    /// InteractiveListRow at rest (2 pt, y 1, 5 % / 8 %) and pressed (1 pt, y 0.5, 3 % / 5 %).
    public static let rowNormal = ShadowToken(radius: 2, y: 1, lightOpacity: 0.05, darkOpacity: 0.08)
    public static let rowPressed = ShadowToken(radius: 1, y: 0.5, lightOpacity: 0.03, darkOpacity: 0.05)
}

struct TokenShadow: ViewModifier {
    let token: ShadowToken
    @Environment(\.colorScheme) var scheme
    func body(content: Content) -> some View {
        content.shadow(color: token.color(scheme), radius: token.radius, x: 0, y: token.y)
    }
}

extension View {
    /// The design system's list-row shadow.
    public func subtleShadow() -> some View { modifier(TokenShadow(token: .subtle)) }
    /// The design system's elevated-card shadow.
    public func cardShadow() -> some View { modifier(TokenShadow(token: .card)) }
    public func shadow(_ token: ShadowToken) -> some View { modifier(TokenShadow(token: token)) }
}
