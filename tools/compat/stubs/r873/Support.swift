// Stubs for bryanOrtiz/fitness (r873): the multiple-selection list's button style (Styles/Button/
// MultiSelectButtonStyle.swift: a 44 pt tall label, black text, lighter while pressed). Our own test double
// with the app's name.
import SwiftUI

struct MultiSelectButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(height: 44)
            .background(configuration.isPressed ? Color.white.opacity(0.4) : Color.clear)
            .foregroundColor(.black)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}
