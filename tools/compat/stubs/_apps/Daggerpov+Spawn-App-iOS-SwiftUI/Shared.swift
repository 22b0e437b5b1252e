// Stubs shared by the Daggerpov/Spawn-App-iOS-SwiftUI rows (r557–r559): the design-system colour
// constants and the adaptive accent colour (Views/Helpers/Constants.swift) and Color(hex:)
// (Views/Helpers/ColorHelper.swift). Our own test doubles with the app's names and values.
import SwiftUI
import UIKit

let colorsWhite: String = "#FFFFFF"
let colorsGray300: String = "#A9A0A0"
let colorsGray400: String = "#857C7C"
let colorsGray900: String = "#1B1B1B"

extension Color {
    /// "#RRGGBB" (the leading # optional).
    init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt32(digits, radix: 16) ?? 0
        self.init(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255)
    }
}

/// Near-black text in light mode, white in dark mode.
var universalAccentColor: Color {
    Color(UIColor { traits in
        UIColor(Color(hex: traits.userInterfaceStyle == .dark ? colorsWhite : colorsGray900))
    })
}
