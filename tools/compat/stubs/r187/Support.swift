import SwiftUI
// Stubs for roshan061020/HeadLines ShortNews/ShortNews/Views/SelectableChipsView.swift (what the row uses from elsewhere in its app).

enum StringConstants {
    enum systemImageName {
        static let checkmark = "checkmark"
        static let xRectangle = "xmark.rectangle"
    }
}

// Xcode's generated asset symbols for the catalog's AccentColor.
extension Color {
    static let accent = Color(red: 0.86, green: 0.20, blue: 0.27)
}

extension ShapeStyle where Self == Color {
    static var accent: Color { Color.accent }
}
