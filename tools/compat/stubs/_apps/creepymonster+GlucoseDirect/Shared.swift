// Stubs shared by the creepymonster/GlucoseDirect rows (r577–r578): the Color.ui palette
// (Library/Extensions/Color.swift; the accent is the app's AccentColor) and the conditional
// modifier View.if(_:transform:) (Library/Extensions/View.swift). Our own test doubles.
import SwiftUI

extension Color {
    enum ui {
        static let accent = Color.accentColor
        static let red = Color("Red")
        static let green = Color("Green")
    }
}

extension View {
    /// Applies `transform` only when `condition` holds.
    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition { transform(self) } else { self }
    }
}
