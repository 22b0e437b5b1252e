import SwiftUI

// Stubs for what FoodybiteUI's settings screens use from the rest of the module
// (marian-stanciulica/Foodybite at dada87c0), with the module's values.

// Extensions/Color+.swift: the asset catalog's colours (Resources/Assets.xcassets), light ("any")
// and dark.
public extension Color {
    static let marineBlue = Color(light: Color(hex: 0x4361EE), dark: Color(hex: 0x4361EE))
    static let gray3 = Color(light: Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255),
                             dark: Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255))
}

// Extensions/Bundle+.swift: the module's bundle, where its asset catalog lives.
public extension Bundle {
    static var current: Bundle { .main }
}
