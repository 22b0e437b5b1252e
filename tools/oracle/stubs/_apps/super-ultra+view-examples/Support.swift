import SwiftUI

// Stubs for what MovieView uses from the rest of super-ultra/view-examples (at 36eb453d): the
// rating colours of Utils/Color+Rating.swift, which name the asset catalog's colours
// (Assets.xcassets/RatingColors), with the catalog's values, light ("any") and dark.
extension Color {
    static let goodRating = Color(light: Color(hex: 0x39C01B), dark: Color(hex: 0x70E000))
    static let normalRating = Color(light: Color(hex: 0x9CAFB7), dark: Color(hex: 0x9CAFB7))
    static let badRating = Color(light: Color(hex: 0xFF2C38), dark: Color(hex: 0xFF2C38))
}
