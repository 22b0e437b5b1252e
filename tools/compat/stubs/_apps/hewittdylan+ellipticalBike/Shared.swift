// Stubs for hewittdylan/ellipticalBike (r904–r906): the colours of the app's "paletaColores" asset
// catalogue that the rows and previews name, as Xcode's generated symbols give them (single sRGB values
// from the colour sets). Our own test doubles with the app's names and values.
import SwiftUI

extension Color {
    static var greenSea: Color { Color(red: 0x16 / 255, green: 0xA0 / 255, blue: 0x85 / 255) }
    static var alizarin: Color { Color(red: 0xE7 / 255, green: 0x4C / 255, blue: 0x3C / 255) }
}
