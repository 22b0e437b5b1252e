import SwiftUI
// Stubs for acegreen/MyFinanceDiaryApp (Reminted) shared by its rows: the palette in
// Extensions/Color+Custom.swift (the colours the rows and their helpers use, from the app's hex
// values) and View.addShadow() (Extensions/View+Extensions.swift).

extension Color {
    static let primaryGreen = Color(red: 0x00 / 255, green: 0xC2 / 255, blue: 0x41 / 255)
    static let darkGreen = Color(red: 0x00 / 255, green: 0x7A / 255, blue: 0x33 / 255)
    static let lightGreen = Color(red: 0x66 / 255, green: 0xD1 / 255, blue: 0x7A / 255)
    static let neutralGray = Color(red: 0xE0 / 255, green: 0xE0 / 255, blue: 0xE0 / 255)

    static let greenGradient = LinearGradient(
        gradient: Gradient(colors: [darkGreen, primaryGreen, lightGreen]),
        startPoint: .top,
        endPoint: .bottom
    )
}

extension View {
    @ViewBuilder
    func addShadow() -> some View {
        shadow(color: Color.black.opacity(0.1), radius: 5, x: 0, y: 5)
    }
}
