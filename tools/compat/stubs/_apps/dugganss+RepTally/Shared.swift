import SwiftUI
// Stubs for dugganss/RepTally shared by its rows: Xcode's generated asset symbols for
// Resources/Assets.xcassets (colour values: the sets' "any" appearance).

extension ColorResource {
    /// CardColour colour set.
    static let cardColour = ColorResource(name: "CardColour", bundle: .main)
}

extension Color {
    /// SafeBlack colour set (display-p3 black).
    static var safeBlack: Color { Color(.displayP3, red: 0, green: 0, blue: 0) }
    /// NavBarColour colour set (sRGB 217/217/217).
    static var navBarColour: Color { Color(red: 217 / 255, green: 217 / 255, blue: 217 / 255) }
    /// BackgroundColour colour set (sRGB 58/129/133).
    static var backgroundColour: Color { Color(red: 58 / 255, green: 129 / 255, blue: 133 / 255) }
}

extension ShapeStyle where Self == Color {
    static var safeBlack: Color { Color.safeBlack }
    static var navBarColour: Color { Color.navBarColour }
    static var backgroundColour: Color { Color.backgroundColour }
}
