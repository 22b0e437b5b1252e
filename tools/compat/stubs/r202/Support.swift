import SwiftUI
// Stubs for lo-cafe/winston winston/components/PillTab.swift (what the row uses from elsewhere in its app).

/// winston/components/ButtonStyles/NoBtnStyle.swift
struct NoBtnStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// winston/extensions/ViewModifiers/ShrinkOnTap.swift: scales the content down while pressed.
struct ShrinkOnTap: ViewModifier {
    @GestureState var isPressed = false

    func body(content: Content) -> some View {
        content
            .scaleEffect(isPressed ? 0.95 : 1)
            .simultaneousGesture(
                LongPressGesture(minimumDuration: 1, maximumDistance: 5)
                    .updating($isPressed) { val, state, _ in
                        state = val
                    }
            )
            .animation(.interpolatingSpring(stiffness: 250, damping: 15), value: isPressed)
    }
}

extension View {
    func shrinkOnTap() -> some View {
        self.modifier(ShrinkOnTap())
    }
}
