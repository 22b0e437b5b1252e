import SwiftUI
// Stub of the BitcoinUI package (reez/BitcoinUI): the brand colours corpus rows use (its asset
// catalogue's values).

extension Color {
    public static let bitcoinOrange = Color(red: 0xF7 / 255, green: 0x93 / 255, blue: 0x1A / 255)
}
