import SwiftUI
// Stubs shared by the rows of Rakkai/habbit: the app colours (Extensions/Color+Extensions.swift). The
// asset colours (BackgroundColor, CardColor, TextColor) use their light values.

extension Color {
    static let backgroundCream = Color(red: 0.961, green: 0.957, blue: 0.945)
    static let cardWhite = Color.white
    static let primaryText = Color.black
    static let successGreen = Color(red: 57 / 255, green: 212 / 255, blue: 92 / 255)
    static let dangerRed = Color(red: 212 / 255, green: 66 / 255, blue: 77 / 255)
    static let neutralGray = Color(red: 217 / 255, green: 217 / 255, blue: 217 / 255)
    static let icyBlue = Color(red: 125 / 255, green: 211 / 255, blue: 252 / 255)
    static let icyBlueDark = Color(red: 56 / 255, green: 189 / 255, blue: 248 / 255)
}
