import SwiftUI
// Stubs for doubleden/LegoFit LegoFit/Views/BadgeView.swift: the modifier the app shows the badge with
// (LegoFit/Modifiers/BadgeModifire.swift; our own stand-in).

struct BadgeModifire: ViewModifier {
    let quantity: Int
    var isForTitle = false

    // Our stand-in: the count in the top trailing corner, nudged out a little on titles.
    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            if quantity > 0 {
                BadgeView(number: quantity)
                    .offset(x: isForTitle ? 7 : 0, y: isForTitle ? -6 : 0)
            }
        }
    }
}
