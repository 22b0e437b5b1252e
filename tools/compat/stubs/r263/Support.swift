import SwiftUI
// Stubs for Lakr233/Asspp Asspp/Interface/Download/SimpleProgress.swift (what the row uses from elsewhere
// in its app: the symbol Xcode generates for the AccentColor colour set, GeneratedAssetSymbols.swift;
// light value).

extension ShapeStyle where Self == Color {
    static var accent: Color { Color(red: 0.000, green: 0.329, blue: 0.575) }
}
