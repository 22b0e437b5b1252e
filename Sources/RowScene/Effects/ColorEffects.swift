// Color effects that recolor a view's pixels where it draws.

extension View {
    /// Multiplies each of the view's colors by `color` (its alpha kept where the view draws).
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        overlay(color.blendMode(.multiply)).mask(self)
    }
    /// Inverts the view's colors (white becomes black), its alpha kept.
    nonisolated public func colorInvert() -> some View {
        overlay(Color.white.blendMode(.difference)).mask(self)
    }
}
