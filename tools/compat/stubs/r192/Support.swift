import SwiftUI
// Stubs for andrewcoyle1/DialedIn DialedIn/Components/Views/MetricRow.swift (what the row uses from elsewhere in its app).

// Xcode's generated asset symbols for the catalog's AccentColor (#007DD3).
extension Color {
    static let accent = Color(red: 0x00 / 255, green: 0x7D / 255, blue: 0xD3 / 255)
}

extension ShapeStyle where Self == Color {
    static var accent: Color { Color.accent }
}
