import SwiftUI
// Stubs for doubleden/LegoFit LegoFit/Views/BadgeView.swift: the modifier the app shows the badge with
// (LegoFit/Modifiers/BadgeModifire.swift, as the app has it).

struct BadgeModifire: ViewModifier {
    let quantity: Int
    var isForTitle = false

    func body(content: Content) -> some View {
        content
            .overlay(
                quantity > 0
                ? AnyView(BadgeView(number: quantity)
                    .offset(x: isForTitle ? 7 : 0, y: isForTitle ? -6 : 0))
                : AnyView(Circle().opacity(0))
                , alignment: .topTrailing
            )
    }
}
