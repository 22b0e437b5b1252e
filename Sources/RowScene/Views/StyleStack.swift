/// A style with its type erased, as the environment keeps it for the controls below: how it
/// draws a control from its configuration, and the style that was in effect where it was set.
/// SwiftUI keeps styles as a stack: a control inside a style's own body (a `Toggle` in a
/// `ToggleStyle`'s `makeBody`, a `Button(configuration)` in a `PrimitiveButtonStyle`'s) is drawn
/// by the style around that one — the default, at the bottom — never by the same style again.
public struct AnyStyle<Configuration>: @unchecked Sendable {
    let body: @MainActor (Configuration) -> any View
    /// The style this one was set over (nil for the default at the bottom of the stack).
    let outer: OuterStyle<Configuration>?

    init(body: @escaping @MainActor (Configuration) -> any View, over outer: AnyStyle<Configuration>? = nil) {
        self.body = body
        self.outer = outer.map(OuterStyle.init)
    }

    /// The control drawn by this style; inside, `key` holds the style this one was set over.
    @MainActor func make(_ configuration: Configuration, key: WritableKeyPath<EnvironmentValues, AnyStyle<Configuration>>) -> AnyView {
        guard let outer else { return AnyView(erasing: body(configuration)) }
        return AnyView(EnvironmentModifier(content: AnyView(erasing: body(configuration))) { $0[keyPath: key] = outer.style })
    }
}

/// The style below another on the stack (a class: a style holds the one it was set over).
final class OuterStyle<Configuration>: @unchecked Sendable {
    let style: AnyStyle<Configuration>
    init(_ style: AnyStyle<Configuration>) { self.style = style }
}
